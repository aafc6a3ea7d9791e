import crypto from 'node:crypto';
import type http from 'node:http';
import type { Page } from '@playwright/test';

/**
 * A stand-in for Stripe in the online-payment journeys: its API (form-encoded requests, the secret
 * key from our server, the publishable key and client secret from the browser), a 3-D Secure page,
 * and a Stripe.js (`window.Stripe`) served at https://js.stripe.com/v3 that talks to
 * https://api.stripe.com as the real one does; the journey routes both hosts here.
 */
export const STRIPE = {
  publishableKey: 'pk_test_e2e',
  secretKey: `sk_test_${crypto.randomBytes(16).toString('hex')}`,
};

/** Stripe's test cards (docs.stripe.com/testing). */
export const CARDS = { plain: '4242424242424242', threeDSecure: '4000002500003155' };

export interface StripeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  next_action: null | { type: 'redirect_to_url'; redirect_to_url: { url: string } };
  /** Where the 3-D Secure page returns the browser (the confirm's return_url). */
  return_url: string;
}

const alnum = (length: number) =>
  crypto.randomBytes(length).toString('hex').slice(0, length).replace(/^\d/, 'a');

export function createStripeFake(baseUrl: () => string) {
  const intents = new Map<string, StripeIntent>();
  const cards = new Map<string, string>();

  const json = (response: http.ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, {
      'content-type': 'application/json',
      'access-control-allow-origin': '*',
    });
    response.end(JSON.stringify(body));
  };

  const confirm = (intent: StripeIntent, card: string, returnUrl: string) => {
    intent.return_url = returnUrl;
    if (card === CARDS.threeDSecure) {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${baseUrl()}/stripe/3ds/${intent.id}` },
      };
    } else {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    }
  };

  /** The 3-D Secure page and its two answers, which send the browser to the return_url. */
  const handle3ds = (request: http.IncomingMessage, response: http.ServerResponse) => {
    const match = /^\/stripe\/3ds\/(\w+)(?:\/(complete|fail))?$/.exec(request.url ?? '');
    const intent = intents.get(match?.[1] ?? '');
    if (!match || !intent) return false;
    if (!match[2]) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><title>3D Secure</title><h1>3D Secure test payment</h1>
<form method="post" action="${match[0]}/complete"><button>Complete authentication</button></form>
<form method="post" action="${match[0]}/fail"><button>Fail authentication</button></form>`);
      return true;
    }
    const isComplete = match[2] === 'complete';
    if (isComplete) Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    else intent.status = 'requires_payment_method';
    intent.next_action = null;
    const back = new URL(intent.return_url);
    back.searchParams.set('payment_intent', intent.id);
    back.searchParams.set('payment_intent_client_secret', intent.client_secret);
    back.searchParams.set('redirect_status', isComplete ? 'succeeded' : 'failed');
    response.writeHead(302, { location: back.toString() });
    response.end();
    return true;
  };

  /** Answers a request meant for Stripe; false when it is not one. */
  const handle = (
    request: http.IncomingMessage,
    body: string,
    response: http.ServerResponse,
  ): boolean => {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith('/stripe/3ds/')) return handle3ds(request, response);
    if (!path.startsWith('/v1/payment_')) return false;
    const form = new URLSearchParams(body);
    const isServer = request.headers.authorization === `Bearer ${STRIPE.secretKey}`;
    const isBrowser = form.get('key') === STRIPE.publishableKey;
    if (!isServer && !isBrowser) {
      json(response, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key' } });
      return true;
    }
    if (path === '/v1/payment_methods' && request.method === 'POST') {
      const id = `pm_${alnum(24)}`;
      cards.set(id, form.get('card[number]') ?? '');
      json(response, 200, { id, object: 'payment_method', type: 'card' });
      return true;
    }
    if (path === '/v1/payment_intents' && isServer && request.method === 'POST') {
      const id = `pi_${alnum(24)}`;
      const intent: StripeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency') ?? 'inr',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${alnum(24)}`,
        metadata: { order_id: form.get('metadata[order_id]') ?? '' },
        next_action: null,
        return_url: '',
      };
      intents.set(id, intent);
      json(response, 200, intent);
      return true;
    }
    const match = /^\/v1\/payment_intents\/(\w+)(\/confirm)?$/.exec(path);
    const intent = intents.get(match?.[1] ?? '');
    const isAllowed = isServer || form.get('client_secret') === intent?.client_secret;
    if (!match || !intent || !isAllowed) {
      json(response, 404, { error: { type: 'invalid_request_error', code: 'resource_missing' } });
      return true;
    }
    if (match[2]) {
      const card = isServer
        ? (cards.get(form.get('payment_method') ?? '') ?? '')
        : (form.get('payment_method_data[card][number]') ?? '');
      confirm(intent, card, form.get('return_url') ?? '');
    }
    json(response, 200, intent);
    return true;
  };

  return { intents, handle };
}

/** Stripe.js as the card sheet uses it: the Payment Element, the wallet button and the calls. */
const STRIPE_JS = `(() => {
  const API = 'https://api.stripe.com';
  window.Stripe = (key) => {
    const post = async (path, fields) => {
      const response = await fetch(API + path, { method: 'POST', body: new URLSearchParams({ key, ...fields }) });
      return { ok: response.ok, body: await response.json() };
    };
    return {
      elements(options) {
        const group = { options, input: null, submit: async () => ({}) };
        group.create = (type) => {
          if (type === 'payment') {
            return {
              mount(container) {
                container.innerHTML = '<label>Card number <input autocomplete="cc-number"></label>';
                group.input = container.querySelector('input');
              },
              destroy() {},
            };
          }
          const handlers = {};
          return {
            on(event, handler) { handlers[event] = handler; },
            mount(container) {
              const button = document.createElement('button');
              button.type = 'button';
              button.textContent = 'Google Pay';
              button.onclick = () => handlers.confirm({ paymentFailed() { button.textContent = 'Google Pay failed'; } });
              container.append(button);
              setTimeout(() => handlers.ready({ availablePaymentMethods: { googlePay: true } }));
            },
            destroy() {},
          };
        };
        return group;
      },
      async createPaymentMethod() {
        const { ok, body } = await post('/v1/payment_methods', { type: 'card', 'card[number]': '${CARDS.plain}' });
        return ok ? { paymentMethod: body } : { error: body.error };
      },
      async confirmPayment({ elements, confirmParams }) {
        const secret = elements.options.clientSecret;
        const id = secret.split('_secret_')[0];
        const { ok, body } = await post('/v1/payment_intents/' + id + '/confirm', {
          client_secret: secret,
          return_url: confirmParams.return_url,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': elements.input.value,
        });
        if (!ok) return { error: body.error };
        const back = new URL(confirmParams.return_url);
        back.searchParams.set('payment_intent', id);
        back.searchParams.set('payment_intent_client_secret', secret);
        back.searchParams.set('redirect_status', body.status === 'succeeded' ? 'succeeded' : 'failed');
        window.location.assign(body.next_action ? body.next_action.redirect_to_url.url : back.toString());
        return {};
      },
    };
  };
})();`;

/** Serves the fake Stripe.js and sends the browser's Stripe API calls to the fake server. */
export async function routeStripe(page: Page, fakeUrl: string) {
  await page.route('https://js.stripe.com/v3', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: STRIPE_JS }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${fakeUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
}
