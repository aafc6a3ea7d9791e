import crypto from 'node:crypto';
import { afterEach, describe, expect, test } from 'vitest';
import { formatMajorAmount, parseMajorAmount } from './payment-provider';
import { fixtureSecret, startFakeProviderServer } from './payments.fixture';
import { createPayuProvider } from './payu-provider';
import { createRazorpayProvider } from './razorpay-provider';
import { createStripeProvider } from './stripe-provider';

const servers: { close: () => Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function fakeServer(respond: Parameters<typeof startFakeProviderServer>[0]) {
  const server = await startFakeProviderServer(respond);
  servers.push(server);
  return server;
}

describe('fetchStatus, as the reconciler asks it', () => {
  test('Stripe: a succeeded PaymentIntent reports the amount received; requires_payment_method is pending', async () => {
    const server = await fakeServer((request) => ({
      status: 200,
      body: {
        id: request.path.split('/').at(-1),
        object: 'payment_intent',
        amount: 4500,
        amount_received: request.path.endsWith('pi_done') ? 4500 : 0,
        currency: 'inr',
        status: request.path.endsWith('pi_done') ? 'succeeded' : 'requires_payment_method',
      },
    }));
    const stripe = createStripeProvider({
      secretKey: fixtureSecret('stripe-secret'),
      publishableKey: 'pk_test_x',
      webhookSecret: '',
      apiBaseUrl: server.url,
    });
    expect(await stripe.fetchStatus('pi_done')).toEqual({
      outcome: 'succeeded',
      amountMinor: 4500,
      currency: 'inr',
    });
    expect((await stripe.fetchStatus('pi_open')).outcome).toBe('pending');
    expect(server.requests[0]).toMatchObject({
      method: 'GET',
      path: '/v1/payment_intents/pi_done',
    });
  });

  test('Razorpay: a paid order reports amount_paid; a created one is pending', async () => {
    const server = await fakeServer((request) => ({
      status: 200,
      body: {
        id: request.path.split('/').at(-1),
        amount: 9900,
        amount_paid: request.path.endsWith('order_paid') ? 9900 : 0,
        currency: 'INR',
        status: request.path.endsWith('order_paid') ? 'paid' : 'created',
      },
    }));
    const keySecret = fixtureSecret('razorpay-secret');
    const razorpay = createRazorpayProvider({
      keyId: 'rzp_test',
      keySecret,
      webhookSecret: '',
      apiBaseUrl: server.url,
    });
    expect(await razorpay.fetchStatus('order_paid')).toEqual({
      outcome: 'succeeded',
      amountMinor: 9900,
      currency: 'INR',
    });
    expect((await razorpay.fetchStatus('order_open')).outcome).toBe('pending');
    expect(server.requests[0]?.headers.authorization).toBe(
      `Basic ${Buffer.from(`rzp_test:${keySecret}`).toString('base64')}`,
    );
  });

  test('PayU: verify_payment is called with its documented hash and its answer is read', async () => {
    const server = await fakeServer((request) => {
      const form = new URLSearchParams(request.body);
      const txnid = form.get('var1') ?? '';
      return {
        status: 200,
        body: {
          status: 1,
          transaction_details: {
            [txnid]: { status: txnid === 'SBPAID' ? 'success' : 'failure', amt: '123.40' },
          },
        },
      };
    });
    const payu = createPayuProvider({
      merchantKey: 'mkey',
      merchantSalt: 'msalt',
      baseUrl: 'https://test.payu.in/_payment',
      verifyUrl: server.url,
    });
    expect(await payu.fetchStatus('SBPAID')).toEqual({
      outcome: 'succeeded',
      amountMinor: 12340,
      currency: null,
    });
    expect((await payu.fetchStatus('SBFAILED')).outcome).toBe('failed');
    const form = new URLSearchParams(server.requests[0]?.body);
    expect(form.get('command')).toBe('verify_payment');
    expect(form.get('hash')).toBe(
      crypto.createHash('sha512').update('mkey|verify_payment|SBPAID|msalt').digest('hex'),
    );
  });
});

test('amounts convert between minor units and the major-unit strings PayU uses', () => {
  expect(formatMajorAmount(45000)).toBe('450.00');
  expect(formatMajorAmount(5)).toBe('0.05');
  expect(parseMajorAmount('450.00')).toBe(45000);
  expect(parseMajorAmount('450.5')).toBe(45050);
  expect(parseMajorAmount('450')).toBe(45000);
  expect(parseMajorAmount('4.5e2')).toBeNull();
  expect(parseMajorAmount('-1.00')).toBeNull();
});
