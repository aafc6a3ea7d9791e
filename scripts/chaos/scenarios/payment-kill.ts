// The API SIGKILLed after a card payment succeeded at Stripe and before its webhook: after a
// restart the reconciler settles the order; the late webhook changes nothing. No charge without
// an order, no double charge, no refund.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { writeSetting } from '../../../apps/api/src/modules/settings/settings.repository';
import { preparePlaceOrder } from '../../../bench/place-order-fixture';
import { CARDS, STRIPE, createStripeFake, type StripeIntent } from '../../../e2e/stripe-fake';
import { callApi, walletMismatches } from '../api-calls';
import { prepareDemoDatabase, sleep, startApi, startPostgres, type ApiProcess } from '../processes';
import type { ChaosScenario } from '../scenario';

const DATABASE = 'chaos_payment_kill';
const SETTLE_TIMEOUT_MS = 30_000;
const RECONCILER = { PAYMENT_RECONCILE_INTERVAL_MS: '500', PAYMENT_RECONCILE_AFTER_MS: '0' };

/** The e2e Stripe fake on a port of its own, counting captures and refunds it is asked for. */
async function startStripe() {
  let url = '';
  const fake = createStripeFake(() => url);
  const asked = { captures: 0, refunds: 0 };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      if (path.endsWith('/capture')) asked.captures += 1;
      if (path.startsWith('/v1/refunds')) asked.refunds += 1;
      if (fake.handle(request, Buffer.concat(chunks).toString('utf8'), response)) return;
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { type: 'invalid_request_error' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, intents: fake.intents, asked, close: () => server.close() };
}

/** What the customer's browser does with Stripe.js: confirm the intent with a card. */
async function payAtStripe(stripeUrl: string, clientSecret: string): Promise<StripeIntent> {
  const intentId = clientSecret.split('_secret_')[0] ?? '';
  const form = new URLSearchParams({
    key: STRIPE.publishableKey,
    client_secret: clientSecret,
    'payment_method_data[card][number]': CARDS.plain,
    return_url: 'http://127.0.0.1/public/api/stripe-redirect-capture',
  });
  const response = await fetch(`${stripeUrl}/v1/payment_intents/${intentId}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  return (await response.json()) as StripeIntent;
}

/** A `payment_intent.succeeded` event signed as Stripe signs webhooks (t=..., v1=HMAC-SHA256). */
function signedWebhook(intent: StripeIntent, secret: string) {
  const body = JSON.stringify({
    id: `evt_${crypto.randomBytes(12).toString('hex')}`,
    object: 'event',
    type: 'payment_intent.succeeded',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: intent },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const signature = crypto
    .createHmac('sha256', secret)
    .update(`${timestamp}.${body}`)
    .digest('hex');
  return { body, header: `t=${timestamp},v1=${signature}` };
}

const scenario: ChaosScenario = {
  name: 'payment-kill',
  title: 'API killed between a card payment and its webhook',
  async run({ short, log }) {
    const rounds = short ? 2 : 20;
    const notes: string[] = [];
    const server = await startPostgres();
    const stripe = await startStripe();
    let api: ApiProcess | undefined;
    try {
      const databaseUrl = await server.createDatabase(DATABASE);
      const handle = await prepareDemoDatabase(databaseUrl);
      const { db } = handle;
      const webhookSecret = `whsec_${crypto.randomBytes(16).toString('hex')}`;
      const settings: [string, string, boolean][] = [
        ['stripePublishableKey', STRIPE.publishableKey, true],
        ['stripeSecretKey', STRIPE.secretKey, false],
        ['stripeWebhookSecret', webhookSecret, false],
        ['stripeApiBaseUrl', stripe.url, false],
      ];
      for (const [key, value, isPublic] of settings)
        await writeSetting({ db, key, value, isPublic });
      const makeBody = await preparePlaceOrder(db);
      api = await startApi({ databaseUrl, env: RECONCILER });

      const settleSeconds: number[] = [];
      const failures: string[] = [];
      const orderIds: string[] = [];
      for (let round = 1; round <= rounds; round += 1) {
        const body = { ...makeBody(), payment_method: 'STRIPE' };
        const placed = await callApi(`${api.url}/public/api/place-order`, body);
        if (placed.kind !== 'ok') throw new Error(`place-order: ${placed.status}`);
        const orderId = (placed.body.data as { unique_order_id: string }).unique_order_id;
        orderIds.push(orderId);
        const started = await callApi(`${api.url}/public/api/stripe/create-payment-intent`, {
          token: body.token,
          order_id: orderId,
        });
        if (started.kind !== 'ok') throw new Error(`create-payment-intent: ${started.status}`);
        const { client_secret: clientSecret } = started.body.data as { client_secret: string };
        // The customer is charged; the webhook would follow, but the API dies first.
        const intent = await payAtStripe(stripe.url, clientSecret);
        await api.stop('SIGKILL');
        const restarted = await startApi({ databaseUrl, env: RECONCILER });
        api = restarted;
        const readyAt = Date.now();
        let state = { status: 0, payment_status: '' };
        while (Date.now() - readyAt < SETTLE_TIMEOUT_MS) {
          const result = await db.execute(
            sql`select status, payment_status from orders where unique_order_id = ${orderId}`,
          );
          state = (result as unknown as { rows: (typeof state)[] }).rows[0] ?? state;
          if (state.payment_status === 'paid') break;
          await sleep(100);
        }
        const seconds = (Date.now() - readyAt) / 1000;
        settleSeconds.push(seconds);
        // The webhook Stripe retried meanwhile arrives late, after the reconciler settled it.
        const webhook = signedWebhook(intent, webhookSecret);
        const late = await fetch(`${restarted.url}/public/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': webhook.header },
          body: webhook.body,
        });
        if (state.payment_status !== 'paid') failures.push(`${orderId} not paid after restart`);
        if (late.status !== 200) failures.push(`${orderId}: late webhook answered ${late.status}`);
        log(
          `round ${round}: ${orderId} ${state.payment_status} ${seconds.toFixed(1)} s after restart`,
        );
      }

      // Let a reconciler pass after the last webhook run before counting.
      await sleep(1_500);
      const rows = await db.execute(sql`
        select o.unique_order_id as id, o.payment_status,
          (select count(*)::int from payments p where p.order_id = o.id) as attempts,
          (select count(*)::int from payments p
            where p.order_id = o.id and p.status = 'succeeded') as paid_attempts,
          (select count(*)::int from order_events e
            where e.order_id = o.id and e.from_status = 8) as paid_events,
          (select count(*)::int from refunds r where r.order_id = o.id) as refunds
        from orders o where o.payment_method = 'STRIPE'`);
      const orders = (
        rows as unknown as {
          rows: {
            id: string;
            payment_status: string;
            attempts: number;
            paid_attempts: number;
            paid_events: number;
            refunds: number;
          }[];
        }
      ).rows;
      const walletBad = await walletMismatches(db);
      await handle.close();
      const charged = [...stripe.intents.values()].filter(
        (intent) => intent.status === 'succeeded',
      );
      const paidOrders = new Set(
        orders.filter((o) => o.payment_status === 'paid').map((o) => o.id),
      );
      const chargesWithoutOrder = charged.filter(
        (intent) => !paidOrders.has(intent.metadata.order_id ?? ''),
      ).length;
      const chargesPerOrder = new Map<string, number>();
      for (const intent of charged) {
        const id = intent.metadata.order_id ?? '';
        chargesPerOrder.set(id, (chargesPerOrder.get(id) ?? 0) + 1);
      }
      const doubleCharged = [...chargesPerOrder.values()].filter((count) => count > 1).length;
      for (const order of orders) {
        if (order.paid_attempts !== 1 || order.attempts !== 1 || order.paid_events !== 1) {
          failures.push(
            `${order.id}: ${order.attempts} payments, ${order.paid_attempts} succeeded, ${order.paid_events} paid transitions`,
          );
        }
        if (order.refunds !== 0) failures.push(`${order.id}: ${order.refunds} refunds`);
      }
      if (orders.length !== rounds)
        failures.push(`${orders.length} card orders for ${rounds} rounds`);
      if (chargesWithoutOrder) failures.push(`${chargesWithoutOrder} charges without a paid order`);
      if (doubleCharged) failures.push(`${doubleCharged} orders charged twice`);
      if (stripe.asked.captures || stripe.asked.refunds) {
        failures.push(
          `Stripe asked for ${stripe.asked.captures} captures, ${stripe.asked.refunds} refunds`,
        );
      }
      if (walletBad) failures.push(`${walletBad} wallets differ from their ledger`);
      notes.push(...failures.slice(0, 10));
      const sorted = [...settleSeconds].sort((a, b) => a - b);
      return {
        ok: failures.length === 0,
        notes,
        figures: [
          {
            label: 'rounds (order, charge, SIGKILL, restart, late webhook)',
            value: String(rounds),
          },
          {
            label: 'seconds from restart (ready) to settled: median / max',
            value: `${(sorted[Math.floor(sorted.length / 2)] ?? 0).toFixed(1)} / ${(sorted.at(-1) ?? 0).toFixed(1)}`,
          },
          { label: 'card orders paid', value: `${paidOrders.size} of ${orders.length}` },
          {
            label: 'payments recorded (succeeded) / paid transitions',
            value: `${orders.reduce((sum, o) => sum + o.attempts, 0)} (${orders.reduce((sum, o) => sum + o.paid_attempts, 0)}) / ${orders.reduce((sum, o) => sum + o.paid_events, 0)}`,
          },
          { label: 'charges at the fake Stripe', value: String(charged.length) },
          {
            label: 'charges without a paid order / orders charged twice',
            value: `${chargesWithoutOrder} / ${doubleCharged}`,
          },
          {
            label: 'captures / refunds asked of Stripe',
            value: `${stripe.asked.captures} / ${stripe.asked.refunds}`,
          },
          {
            label: 'late webhooks answered 200',
            value: `${rounds - failures.filter((f) => f.includes('late webhook')).length} of ${rounds}`,
          },
        ],
      };
    } finally {
      await api?.stop('SIGTERM');
      stripe.close();
      await server.stop();
    }
  },
};

export default scenario;
