import { z } from 'zod';
import { authenticatedRequestSchema, successSchema } from '../common/api.schemas';

/**
 * Starting and finishing online payments. An online order is placed first (status 8, awaiting
 * payment); the browser then starts the provider's flow with one of these calls. Only a verified
 * webhook or return moves the order on (8 → 1/2/10, or 9).
 */
const orderIdSchema = z.string().trim().min(1).max(40);

export const startPaymentRequestSchema = authenticatedRequestSchema.extend({
  /** The unique_order_id of an order awaiting payment. */
  order_id: orderIdSchema,
});

export const stripePaymentIntentResponseSchema = successSchema(
  z.object({
    client_secret: z.string(),
    publishable_key: z.string(),
    amount: z.number().int(),
    currency: z.string(),
  }),
);

export const razorpayOrderResponseSchema = successSchema(
  z.object({
    razorpay_order_id: z.string(),
    key_id: z.string(),
    amount: z.number().int(),
    currency: z.string(),
    name: z.string(),
  }),
);

export const razorpayProcessRequestSchema = authenticatedRequestSchema.extend({
  order_id: orderIdSchema,
  razorpay_payment_id: z.string().min(1).max(100),
  razorpay_order_id: z.string().min(1).max(100),
  razorpay_signature: z.string().min(1).max(200),
});

/** PayU is a form POST from the browser to PayU; these are the form's action and fields. */
export const payuFormResponseSchema = successSchema(
  z.object({ action_url: z.string(), fields: z.record(z.string(), z.string()) }),
);

export const verifyPayuRequestSchema = authenticatedRequestSchema.extend({
  transaction_id: z.string().trim().min(1).max(60),
});

/** PhonePe: the pay page the browser is sent to, and our id of the transaction. */
export const phonepeStartResponseSchema = successSchema(
  z.object({ redirect_url: z.string(), transaction_id: z.string() }),
);

/** Mercado Pago Checkout Pro: its page (init_point) the browser is sent to. */
export const mercadoPagoStartResponseSchema = successSchema(
  z.object({ redirect_url: z.string(), external_reference: z.string() }),
);

/** Khalti ePayment: the payment page the browser is sent to, and its pidx. */
export const khaltiStartResponseSchema = successSchema(
  z.object({ payment_url: z.string(), pidx: z.string() }),
);

/** PayMongo Checkout: the session's hosted page the browser is sent to, and the session id. */
export const paymongoStartResponseSchema = successSchema(
  z.object({ checkout_url: z.string(), checkout_session_id: z.string() }),
);

/** Paytm's redirect flow: the form the browser posts to Paytm's payment page, and our order id. */
export const paytmStartResponseSchema = successSchema(
  z.object({
    action_url: z.string(),
    fields: z.object({ mid: z.string(), orderId: z.string(), txnToken: z.string() }),
    order_id: z.string(),
  }),
);

/**
 * The form Paytm posts back (to the callback URL and to the payment notification URL). Its
 * CHECKSUMHASH covers every other field, so all are kept as sent; the server checks it, then asks
 * Paytm's Transaction Status API.
 */
export const paytmFormSchema = z
  .record(z.string().regex(/^[A-Za-z0-9_]{1,40}$/), z.string().max(1000))
  .refine((fields) => Object.keys(fields).length <= 60, 'Too many fields');

/**
 * Khalti's return query, passed on by /khalti-verify: nothing in it is trusted; the server asks
 * Khalti's lookup API and refuses a result that does not match what Khalti says.
 */
export const khaltiVerifyRequestSchema = authenticatedRequestSchema.extend({
  pidx: z.string().trim().min(1).max(60),
  status: z.string().max(40).optional(),
  total_amount: z.string().max(20).optional(),
  transaction_id: z.string().max(60).optional(),
  purchase_order_id: z.string().max(40).optional(),
});

/** UPIGateway (UPI QR and app intents): its payment page, and our client_txn_id of the order. */
export const upiGatewayStartResponseSchema = successSchema(
  z.object({ payment_url: z.string(), client_txn_id: z.string() }),
);

/** Where an order's payment stands, read by the return pages and after a provider flow. */
export const paymentStateResponseSchema = successSchema(
  z.object({
    unique_order_id: z.string(),
    status: z.number().int(),
    payment_status: z.enum(['unpaid', 'pending', 'paid', 'failed', 'refunded']),
  }),
);

/**
 * accept-stripe-payment: a PaymentMethod the browser created (a wallet such as Apple Pay or Google
 * Pay) for the order's PaymentIntent, which the server confirms. No amount: the intent has it.
 */
export const acceptStripePaymentRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: orderIdSchema,
  payment_method_id: z.string().regex(/^pm_[A-Za-z0-9_]{1,100}$/),
});

/**
 * succeeded: the order is paid now; requires_action: send the customer to redirect_url (3-D
 * Secure), which returns through stripe-redirect-capture; processing: the webhook settles it.
 */
export const acceptStripePaymentResponseSchema = successSchema(
  z.object({
    unique_order_id: z.string(),
    status: z.enum(['succeeded', 'requires_action', 'processing']),
    redirect_url: z.string().nullable(),
  }),
);

/** Stripe's return to stripe-redirect-capture (redirect_status is read, never trusted). */
export const stripeRedirectQuerySchema = z.object({
  payment_intent: z.string().regex(/^pi_[A-Za-z0-9_]{1,100}$/),
  payment_intent_client_secret: z
    .string()
    .regex(/^pi_[A-Za-z0-9_]{1,100}_secret_[A-Za-z0-9]{1,100}$/),
  redirect_status: z.string().max(40).optional(),
});
