import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { orderSchema, type Order } from '@app/shared/orders/orders.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { demoSettings } from '../../seed/demo-settings';
import { deliverySeed, invalidEventPaths } from '../delivery/delivery.fixture';
import { customerWithAddress } from '../orders/orders.fixture';
import { findOrderById } from '../orders/orders.repository';
import { placeRiders } from './pickup-drop.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { users } from '../accounts/accounts.table';
import {
  paymentSettings,
  paymentSnapshot,
  SECRETS,
  startFakeProviderServer,
} from '../payments/payments.fixture';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };

const stop = (point: { latitude: number; longitude: number }, name: string) => ({
  ...point,
  address: `${name} main road`,
  house: '4B',
  landmark: 'Near the park',
  contact_name: name,
  contact_phone: '+919800000001',
});
const task = (payer: 'sender' | 'recipient' = 'sender') => ({
  pickup: stop(KORAMANGALA, 'Asha'),
  drop: stop(INDIRANAGAR, 'Ravi'),
  task_type: 'documents',
  description: 'Two signed contracts',
  weight_kg: 2,
  instructions: '',
  payer,
});

let keyCounter = 0;
const newKey = () => `courier-pay-${(keyCounter += 1)}`;

const sha512 = (text: string) => crypto.createHash('sha512').update(text).digest('hex');
/** PayU's documented reverse hash, written out independently of the code under test. */
const payuResponseHash = (f: Record<string, string>) =>
  sha512(
    `${SECRETS.payuMerchantSalt}|${f.status}|||||||||||${f.email}|${f.firstname}|${f.productinfo}|${f.amount}|${f.txnid}|${f.key}`,
  );

/**
 * A pickup-and-drop task paid online (issue 16 + the food checkout's providers): the order has no
 * store, yet it waits in 8 until a signed provider event moves it, and only then reaches riders.
 */
describe('courier orders paid online', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let fakeStripe: Awaited<ReturnType<typeof startFakeProviderServer>>;
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;
  let other: Awaited<ReturnType<typeof customerWithAddress>>;
  let rider: { id: number; token: string };
  let nextIntent = 0;

  const post = (path: string, body: Record<string, unknown>) =>
    postJson(ctx.app, `/public/api/${path}`, body);
  const place = async (who: { token: string }, extra: Record<string, unknown>) => {
    const response = await post('pickup-and-drop-place-order', {
      token: who.token,
      task: task(),
      idempotency_key: newKey(),
      ...extra,
    });
    expect(response.statusCode, response.body).toBe(200);
    return orderSchema.parse(response.json().data);
  };
  const offeredIds = async () => {
    const offers = (await post('delivery/get-delivery-orders', { token: rider.token })).json().data
      .new_orders as { unique_order_id: string }[];
    return offers.map((offer) => offer.unique_order_id);
  };
  const stripeEvent = (type: string, intentId: string, amount: number) =>
    JSON.stringify({
      id: `evt_${crypto.randomBytes(6).toString('hex')}`,
      object: 'event',
      type,
      created: Math.floor(Date.now() / 1000),
      data: {
        object: {
          id: intentId,
          object: 'payment_intent',
          amount,
          amount_received: type === 'payment_intent.succeeded' ? amount : 0,
          currency: 'inr',
          status: type === 'payment_intent.succeeded' ? 'succeeded' : 'canceled',
        },
      },
    });
  const postStripeWebhook = (payload: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/public/api/stripe/webhook',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: SECRETS.stripeWebhookSecret,
        }),
      },
      payload,
    });
  /** Starts the Stripe payment as the checkout does; answers the intent id Stripe was asked for. */
  const startStripe = async (who: { token: string }, order: Order) => {
    const started = await post('stripe/create-payment-intent', {
      token: who.token,
      order_id: order.unique_order_id,
    });
    expect(started.statusCode, started.body).toBe(200);
    const secret = started.json().data.client_secret as string;
    return { intentId: secret.replace('_secret_abc', ''), amount: started.json().data.amount };
  };

  beforeAll(async () => {
    // Stands in for api.stripe.com: the SDK's real requests arrive here.
    fakeStripe = await startFakeProviderServer((request) => {
      if (request.method === 'POST' && request.path === '/v1/payment_intents') {
        const form = new URLSearchParams(request.body);
        nextIntent += 1;
        const id = `pi_courier_${nextIntent}`;
        return {
          status: 200,
          body: {
            id,
            object: 'payment_intent',
            amount: Number(form.get('amount')),
            currency: form.get('currency'),
            client_secret: `${id}_secret_abc`,
            status: 'requires_payment_method',
          },
        };
      }
      return { status: 404, body: { error: { type: 'invalid_request_error', message: 'nope' } } };
    });
    ctx = await buildTestApp({
      seed: {
        ...deliverySeed,
        settings: [
          ...(deliverySeed.settings ?? []).filter((row) => !['currencyCode'].includes(row.key)),
          ...paymentSettings({ stripeApiBaseUrl: fakeStripe.url }),
          ...demoSettings
            .filter((row) => row.key.startsWith('pickupDrop'))
            .map((row) =>
              row.key === 'pickupDropTariff'
                ? {
                    ...row,
                    // No hours and no surcharge windows: the test does not depend on the clock.
                    value: JSON.stringify({
                      ...JSON.parse(row.value),
                      serviceHours: null,
                      surcharges: [],
                    }),
                  }
                : row,
            ),
        ],
      },
    });
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
    other = await customerWithAddress(ctx.db, 'b@test.dev', { walletMinor: 1000 });
    rider = await loginAs(ctx.db, 'rider@test.dev');
    await post('delivery/toggle-status', { token: rider.token, is_online: true });
    await placeRiders(ctx.db, [{ riderId: rider.id, latitude: 12.94, longitude: 77.62 }]);
  });
  afterAll(async () => {
    await ctx.close();
    await fakeStripe.close();
  });

  test('Stripe: placed in 8 and hidden from riders; a signed webhook for the server amount moves it 8 → 1 and riders are offered it', async () => {
    const order = await place(customer, { payment_method: 'STRIPE' });
    expect(order).toMatchObject({ kind: 'courier', status: 8, payment_status: 'pending' });
    const row = await findOrderById(ctx.db, order.id);
    expect(row?.storeId).toBeNull();
    expect(await offeredIds()).not.toContain(order.unique_order_id);

    // The amount is the server's: the client cannot name one, Stripe is asked for the payable.
    const withAmount = await post('stripe/create-payment-intent', {
      token: customer.token,
      order_id: order.unique_order_id,
      amount: 1,
    });
    expect(withAmount.statusCode).toBe(400);
    const { intentId, amount } = await startStripe(customer, order);
    expect(amount).toBe(order.bill.payable);
    expect(order.bill.payable).toBeGreaterThan(0);
    expect(new URLSearchParams(fakeStripe.requests.at(-1)?.body).get('amount')).toBe(
      String(order.bill.payable),
    );

    const paid = await postStripeWebhook(
      stripeEvent('payment_intent.succeeded', intentId, order.bill.payable),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.result).toBe('paid');
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after).toMatchObject({ status: 1, paymentStatus: 'paid' });
    expect(after.events).toEqual([
      { from: null, to: 8, actor: 'customer' },
      { from: 8, to: 1, actor: 'payment' },
    ]);
    expect(after.attempts).toEqual([{ status: 'succeeded', providerRef: intentId }]);

    expect(await offeredIds()).toContain(order.unique_order_id);
    const offer = (await post('delivery/get-delivery-orders', { token: rider.token }))
      .json()
      .data.new_orders.find(
        (entry: { unique_order_id: string }) => entry.unique_order_id === order.unique_order_id,
      );
    // Paid online: nothing to collect at either stop.
    expect(offer.courier.collect_cash_at).toBeNull();
    const accepted = await post('delivery/accept-to-deliver', {
      token: rider.token,
      unique_order_id: order.unique_order_id,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.status).toBe(3);
    expect(await invalidEventPaths(ctx.db)).toEqual([]);
  });

  test('Stripe: a signed success for another amount is not taken as paid: the order fails (9)', async () => {
    const order = await place(customer, { payment_method: 'STRIPE' });
    const { intentId } = await startStripe(customer, order);
    const response = await postStripeWebhook(
      stripeEvent('payment_intent.succeeded', intentId, order.bill.payable - 100),
    );
    expect(response.json().data.result).toBe('failed');
    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after).toMatchObject({ status: 9, paymentStatus: 'failed' });
    expect(await offeredIds()).not.toContain(order.unique_order_id);
  });

  test('PayU: a signed failure return moves the order 8 → 9, gives the wallet part back and no rider sees it', async () => {
    const [before] = await ctx.db
      .select({ balance: users.walletBalanceMinor })
      .from(users)
      .where(eq(users.id, other.id));
    const order = await place(other, { payment_method: 'PAYU', use_wallet: true });
    expect(order).toMatchObject({ status: 8, payment_status: 'pending' });
    expect(order.bill.wallet_used).toBe(1000);
    expect(order.bill.payable).toBe(order.bill.total - 1000);

    const started = await post('payu/create-order', {
      token: other.token,
      order_id: order.unique_order_id,
    });
    expect(started.statusCode, started.body).toBe(200);
    const fields = started.json().data.fields as Record<string, string>;
    expect(fields.amount).toBe((order.bill.payable / 100).toFixed(2));

    const posted: Record<string, string> = {
      mihpayid: '403993715',
      mode: 'CC',
      status: 'failure',
      unmappedstatus: 'failed',
      key: fields.key ?? '',
      txnid: fields.txnid ?? '',
      amount: fields.amount ?? '',
      productinfo: fields.productinfo ?? '',
      firstname: fields.firstname ?? '',
      email: fields.email ?? '',
      phone: fields.phone ?? '',
      udf1: '',
      udf2: '',
      udf3: '',
      udf4: '',
      udf5: '',
      field9: 'Declined',
    };
    posted.hash = payuResponseHash(posted);
    const returned = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/payu/return',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(posted).toString(),
    });
    expect(returned.statusCode, returned.body).toBe(303);
    expect(returned.headers.location).toBe(`/payu-verify/${fields.txnid}`);

    const after = await paymentSnapshot(ctx.db, order.id);
    expect(after).toMatchObject({ status: 9, paymentStatus: 'failed' });
    expect(after.events).toEqual([
      { from: null, to: 8, actor: 'customer' },
      { from: 8, to: 9, actor: 'payment' },
    ]);
    expect(after.balance).toBe(before?.balance);
    expect(await offeredIds()).not.toContain(order.unique_order_id);

    const verified = await post('verify-payu-money', {
      token: other.token,
      transaction_id: fields.txnid,
    });
    expect(verified.json().data).toMatchObject({
      unique_order_id: order.unique_order_id,
      status: 9,
      payment_status: 'failed',
    });
  });

  test('the recipient pays in cash only: an online method is refused', async () => {
    const response = await post('pickup-and-drop-place-order', {
      token: customer.token,
      task: task('recipient'),
      payment_method: 'STRIPE',
      idempotency_key: newKey(),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe('pickup_drop.recipient_pays_cash');
  });
});
