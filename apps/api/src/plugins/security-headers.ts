import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every response (ARCHITECTURE §8), from helmet. The middleware is built once:
 * @fastify/helmet builds it again on every request, which parsed the CSP directives each time and
 * cost about 5 % of a store-list request.
 */
export const ANALYTICS_SCRIPT_HOSTS = [
  'https://www.googletagmanager.com',
  'https://connect.facebook.net',
];
export const ANALYTICS_CONNECT_HOSTS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
  'https://www.facebook.com',
];

/** Google Identity Services (the Google button on /login and /register, when a client id is set). */
export const GOOGLE_IDENTITY_HOSTS = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frame: 'https://accounts.google.com/gsi/',
  connect: 'https://accounts.google.com/gsi/',
};

/**
 * The payment pages checkout posts a form to (Paytm's showPaymentPage with its txnToken, PayU's
 * _payment): with form-action 'self' alone the browser stays on the checkout page.
 */
export const PAYMENT_FORM_HOSTS = [
  'https://securegw.paytm.in',
  'https://securegw-stage.paytm.in',
  'https://secure.payu.in',
  'https://test.payu.in',
];

/**
 * Razorpay Checkout (checkout.js opens its payment frame from api.razorpay.com and logs to
 * lumberjack): without these the Razorpay option loaded nothing.
 */
export const RAZORPAY_HOSTS = {
  script: 'https://checkout.razorpay.com',
  frame: 'https://api.razorpay.com',
  connect: 'https://lumberjack.razorpay.com',
};

interface SecurityHeadersOptions {
  /** More origins payment forms may go to (a provider-compatible test server). */
  paymentFormOrigins?: string[];
}

/**
 * Stripe.js (the card sheet's Payment Element and wallet button): its script, its frames and
 * 3-D Secure's, and its API (docs.stripe.com/security/guide, Content Security Policy). The script
 * is named exactly: script-src takes no wildcard here (the XSS canary journey checks it).
 */
export const STRIPE_HOSTS = {
  script: ['https://js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
};

const securityHeaders: FastifyPluginAsync<SecurityHeadersOptions> = async (app, options) => {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Operator-supplied images (logos, banners) may live on any HTTPS host.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        styleSrc: ["'self'", "'unsafe-inline'", GOOGLE_IDENTITY_HOSTS.style],
        // Google Analytics (gtag) and the Meta pixel, loaded only when their ids are set; Google
        // sign-in's script, its button frame and its calls, only on /login and /register.
        // Stripe.js, only when a customer pays by card; Razorpay's checkout.js, only with Razorpay.
        scriptSrc: [
          "'self'",
          ...ANALYTICS_SCRIPT_HOSTS,
          GOOGLE_IDENTITY_HOSTS.script,
          ...STRIPE_HOSTS.script,
          RAZORPAY_HOSTS.script,
        ],
        connectSrc: [
          "'self'",
          ...ANALYTICS_CONNECT_HOSTS,
          GOOGLE_IDENTITY_HOSTS.connect,
          ...STRIPE_HOSTS.connect,
          RAZORPAY_HOSTS.connect,
        ],
        frameSrc: [
          "'self'",
          GOOGLE_IDENTITY_HOSTS.frame,
          ...STRIPE_HOSTS.frame,
          RAZORPAY_HOSTS.frame,
        ],
        formAction: ["'self'", ...PAYMENT_FORM_HOSTS, ...(options.paymentFormOrigins ?? [])],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The desktop landing page frames the app itself (SPEC §1).
    frameguard: { action: 'sameorigin' },
  });
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
};

export const securityHeadersPlugin = fp(securityHeaders);
