import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import {
  createAwaitingOrder,
  insertAttempt,
  SECRETS,
  startFakeProviderServer,
} from './payments.fixture';

/** A PaymentIntent as Stripe's API returns it (the fields the server reads, and a few more). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_capturable: number;
  amount_received: number;
  currency: string;
  status: string;
  capture_method: 'automatic' | 'manual';
  client_secret: string;
  metadata: Record<string, string>;
  payment_method: string | null;
  next_action: null | {
    type: 'redirect_to_url';
    redirect_to_url: { url: string; return_url: string };
  };
  last_payment_error: null | { code: string; decline_code: string; message: string };
}

/**
 * Stripe's test PaymentMethods (docs.stripe.com/testing): what confirming an intent with each does.
 * Any other id is refused as Stripe refuses an unknown one.
 */
export const TEST_METHODS = {
  visa: 'pm_card_visa',
  threeDSecure: 'pm_card_threeDSecure2Required',
  declined: 'pm_card_chargeDeclined',
} as const;

const alnum = (length: number) =>
  crypto
    .randomBytes(length)
    .toString('base64')
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, length)
    .padEnd(length, 'x');

/**
 * A local Stripe speaking its wire format: form-encoded requests with `Authorization: Bearer
 * <secret key>` to /v1/payment_intents[/id[/confirm|/capture]], JSON PaymentIntents back, and
 * `{ error: { type: 'card_error', ... } }` with 402 for a declined card.
 */
export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  /** The fake's own address, for the 3-D Secure page it names (set once it listens). */
  let baseUrl = '';

  const declined = (intent: FakeIntent) => {
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      code: 'card_declined',
      decline_code: 'generic_decline',
      message: 'Your card was declined.',
    };
    return {
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
          payment_intent: intent,
        },
      },
    };
  };

  const confirm = (intent: FakeIntent, form: URLSearchParams) => {
    const method = form.get('payment_method') ?? '';
    const returnUrl = form.get('return_url') ?? '';
    intent.payment_method = method;
    intent.next_action = null;
    if (method === TEST_METHODS.declined) return declined(intent);
    if (method === TEST_METHODS.threeDSecure) {
      intent.status = 'requires_action';
      intent.next_action = {
        type: 'redirect_to_url',
        redirect_to_url: { url: `${baseUrl}/3ds/${intent.id}`, return_url: returnUrl },
      };
    } else if (method === TEST_METHODS.visa) {
      authorize(intent);
    } else {
      return {
        status: 400,
        body: {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such PaymentMethod: '${method}'`,
          },
        },
      };
    }
    return { status: 200, body: intent };
  };

  const server = await startFakeProviderServer((request) => {
    if (request.headers.authorization !== `Bearer ${SECRETS.stripeSecretKey}`) {
      return { status: 401, body: { error: { type: 'invalid_request_error', message: 'key' } } };
    }
    const form = new URLSearchParams(request.body);
    const match = /^\/v1\/payment_intents(?:\/(\w+))?(?:\/(confirm|capture))?$/.exec(
      request.path.split('?')[0] ?? '',
    );
    if (!match) return { status: 404, body: { error: { type: 'invalid_request_error' } } };
    const [, id, action] = match;
    if (!id && request.method === 'POST') {
      const intent = addIntent({
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'inr',
        orderId: form.get('metadata[order_id]') ?? '',
      });
      return { status: 200, body: intent };
    }
    const intent = intents.get(id ?? '');
    if (!intent) {
      return {
        status: 404,
        body: { error: { type: 'invalid_request_error', code: 'resource_missing' } },
      };
    }
    if (request.method === 'GET' && !action) return { status: 200, body: intent };
    if (action === 'confirm') return confirm(intent, form);
    if (action === 'capture' && intent.status === 'requires_capture') {
      const amount = Number(form.get('amount_to_capture') ?? intent.amount_capturable);
      Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
      return { status: 200, body: intent };
    }
    return {
      status: 400,
      body: { error: { type: 'invalid_request_error', code: 'payment_intent_unexpected_state' } },
    };
  });

  baseUrl = server.url;

  function addIntent(input: {
    amount: number;
    currency?: string;
    orderId: string;
    captureMethod?: 'automatic' | 'manual';
  }): FakeIntent {
    const id = `pi_${alnum(24)}`;
    const intent: FakeIntent = {
      id,
      object: 'payment_intent',
      amount: input.amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: input.currency ?? 'inr',
      status: 'requires_payment_method',
      capture_method: input.captureMethod ?? 'automatic',
      client_secret: `${id}_secret_${alnum(25)}`,
      metadata: { order_id: input.orderId },
      payment_method: null,
      next_action: null,
      last_payment_error: null,
    };
    intents.set(id, intent);
    return intent;
  }

  /** The customer got through (card accepted, 3-D Secure passed): paid, or held for capture. */
  function authorize(intent: FakeIntent) {
    intent.next_action = null;
    intent.last_payment_error = null;
    if (intent.capture_method === 'manual') {
      Object.assign(intent, { status: 'requires_capture', amount_capturable: intent.amount });
    } else {
      Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
    }
  }

  return {
    url: server.url,
    requests: server.requests,
    intents,
    addIntent,
    authorize,
    close: server.close,
  };
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * An order in 8 with a PaymentIntent at the fake Stripe and its attempt recorded, as
 * create-payment-intent leaves them. `intentAmount` makes Stripe's intent differ from the order.
 */
export async function orderWithFakeIntent(
  db: Database,
  stripe: FakeStripe,
  options: Parameters<typeof createAwaitingOrder>[1] & {
    intentAmount?: number;
    captureMethod?: 'automatic' | 'manual';
  } = {},
) {
  const order = await createAwaitingOrder(db, options);
  const intent = stripe.addIntent({
    amount: options.intentAmount ?? order.payableMinor,
    orderId: order.uniqueOrderId,
    captureMethod: options.captureMethod,
  });
  await insertAttempt(db, {
    orderId: order.id,
    provider: 'STRIPE',
    providerRef: intent.id,
    amountMinor: order.payableMinor,
  });
  return { order, intent };
}
