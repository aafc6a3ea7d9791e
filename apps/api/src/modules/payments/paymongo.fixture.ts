import crypto from 'node:crypto';
import { expect } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { loginAs } from '../profile/account-data.fixture';
import {
  createAwaitingOrder,
  paymentSettings,
  paymentsSeed,
  SECRETS,
  startFakeProviderServer,
} from './payments.fixture';

interface FakeRefund {
  id: string;
  type: 'refund';
  attributes: {
    amount: number;
    currency: string;
    payment_id: string;
    reason: string;
    status: string;
    metadata: Record<string, string>;
    updated_at: number;
  };
}

interface FakePayment {
  id: string;
  type: 'payment';
  attributes: { amount: number; currency: string; status: string; refunds: FakeRefund[] };
}

interface FakeSession {
  id: string;
  type: 'checkout_session';
  attributes: {
    checkout_url: string;
    reference_number: string;
    status: 'active' | 'expired';
    line_items: { amount: number; currency: string; name: string; quantity: number }[];
    payments: FakePayment[];
    payment_intent: {
      id: string;
      type: 'payment_intent';
      attributes: { amount: number; currency: string; status: string };
    };
  };
}

const errors = (status: number, code: string, detail: string) => ({
  status,
  body: { errors: [{ code, detail }] },
});
const now = () => Math.floor(Date.now() / 1000);
const id = (prefix: string) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;

/**
 * Stands in for api.paymongo.com, speaking its JSON:API-style wire format: basic auth with the
 * secret key, POST/GET /v1/checkout_sessions and POST/GET /v1/refunds. `next` says how the next
 * refund call is answered (its status, or an outage after the refund was made).
 */
export async function startFakePaymongo() {
  const sessions = new Map<string, FakeSession>();
  const refunds = new Map<string, FakeRefund>();
  const next = { refundStatus: 'succeeded', loseRefundAnswer: false };
  const server = await startFakeProviderServer((request) => {
    const basic = `Basic ${Buffer.from(`${SECRETS.paymongoSecretKey}:`).toString('base64')}`;
    if (request.headers.authorization !== basic) {
      return errors(401, 'api_key_invalid', 'API key is invalid.');
    }
    if (request.method === 'POST' && request.path === '/v1/checkout_sessions') {
      const input = (
        JSON.parse(request.body) as {
          data: {
            attributes: {
              line_items: FakeSession['attributes']['line_items'];
              reference_number: string;
            };
          };
        }
      ).data.attributes;
      const amount = input.line_items.reduce((sum, item) => sum + item.amount * item.quantity, 0);
      const session: FakeSession = {
        id: id('cs'),
        type: 'checkout_session',
        attributes: {
          checkout_url: '',
          reference_number: input.reference_number,
          status: 'active',
          line_items: input.line_items,
          payments: [],
          payment_intent: {
            id: id('pi'),
            type: 'payment_intent',
            attributes: { amount, currency: 'PHP', status: 'awaiting_payment_method' },
          },
        },
      };
      session.attributes.checkout_url = `https://checkout.paymongo.test/${session.id}`;
      sessions.set(session.id, session);
      return { status: 200, body: { data: session } };
    }
    const session = /^\/v1\/checkout_sessions\/(cs_\w+)$/.exec(request.path);
    if (request.method === 'GET' && session) {
      const found = sessions.get(session[1] ?? '');
      if (!found) return errors(404, 'resource_not_found', 'No such checkout_session.');
      return { status: 200, body: { data: found } };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const input = (JSON.parse(request.body) as { data: { attributes: FakeRefund['attributes'] } })
        .data.attributes;
      const payment = [...sessions.values()]
        .flatMap((item) => item.attributes.payments)
        .find((item) => item.id === input.payment_id);
      if (!payment) return errors(404, 'resource_not_found', 'No such payment.');
      const refunded = payment.attributes.refunds.reduce((sum, r) => sum + r.attributes.amount, 0);
      if (input.amount > payment.attributes.amount - refunded) {
        return errors(400, 'parameter_above_maximum', 'The amount exceeds what can be refunded.');
      }
      const refund: FakeRefund = {
        id: id('ref'),
        type: 'refund',
        attributes: { ...input, currency: 'PHP', status: next.refundStatus, updated_at: now() },
      };
      refunds.set(refund.id, refund);
      payment.attributes.refunds.push(refund);
      if (next.loseRefundAnswer) return errors(500, 'internal_error', 'Something went wrong.');
      return { status: 200, body: { data: refund } };
    }
    const refund = refunds.get(/^\/v1\/refunds\/(ref_\w+)$/.exec(request.path)?.[1] ?? '');
    if (request.method === 'GET' && refund) return { status: 200, body: { data: refund } };
    return errors(404, 'route_not_found', 'Not found.');
  });

  /** The customer paid the session on PayMongo's page. */
  const pay = (
    sessionId: string,
    { amount, currency = 'PHP' }: { amount?: number; currency?: string } = {},
  ) => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    const intent = session.attributes.payment_intent.attributes;
    intent.status = 'succeeded';
    session.attributes.payments.push({
      id: id('pay'),
      type: 'payment',
      attributes: { amount: amount ?? intent.amount, currency, status: 'paid', refunds: [] },
    });
    return session;
  };
  return { ...server, sessions, refunds, next, pay };
}

/**
 * A PayMongo event as PayMongo posts it, signed as its docs say: Paymongo-Signature
 * `t=<unix>,te=<test>,li=<live>`, each HMAC-SHA256 of `<t>.<raw body>` with the webhook secret.
 */
export function paymongoEvent(
  type: string,
  data: unknown,
  {
    secret = SECRETS.paymongoWebhookSecret,
    signedAt = now(),
    slot = 'te',
    eventId = id('evt'),
  }: { secret?: string; signedAt?: number; slot?: 'te' | 'li'; eventId?: string } = {},
) {
  const body = JSON.stringify({
    data: {
      id: eventId,
      type: 'event',
      attributes: { type, livemode: slot === 'li', data, created_at: now(), updated_at: now() },
    },
  });
  const sign = (text: string) =>
    crypto.createHmac('sha256', secret).update(`${signedAt}.${text}`).digest('hex');
  const signature = sign(body);
  return {
    body,
    header: `t=${signedAt},te=${slot === 'te' ? signature : ''},li=${slot === 'li' ? signature : ''}`,
    /** The same signature over another body (a tampered payload). */
    sign,
  };
}

/** An app whose PayMongo API is the fake one; the store charges in `currencyCode`. */
export async function buildPaymongoApp(apiUrl: string, currencyCode = 'PHP') {
  return buildTestApp({
    seed: paymentsSeed(paymentSettings({ currencyCode, paymongoApiBaseUrl: apiUrl })),
  });
}

type App = Awaited<ReturnType<typeof buildPaymongoApp>>;

export function postEvent(ctx: App, event: { body: string; header: string }) {
  return ctx.app.inject({
    method: 'POST',
    url: '/public/api/paymongo/webhook',
    headers: { 'content-type': 'application/json', 'paymongo-signature': event.header },
    payload: event.body,
  });
}

/** A PayMongo order of customer A, its Checkout Session started through create-order. */
export async function startPaymongo(
  ctx: App,
  options: Parameters<typeof createAwaitingOrder>[1] = {},
) {
  const order = await createAwaitingOrder(ctx.db, { paymentMethod: 'PAYMONGO', ...options });
  const a = await loginAs(ctx.db, 'a@test.dev');
  const response = await postJson(ctx.app, '/public/api/paymongo/create-order', {
    token: a.token,
    order_id: order.uniqueOrderId,
  });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { checkout_url: string; checkout_session_id: string };
  return { order, ...data };
}
