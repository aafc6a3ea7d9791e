import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { paymentSettings, paymentsSeed, SECRETS } from './payments.fixture';

describe('get-payment-gateways with every provider configured', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: paymentsSeed() });
  });
  afterAll(() => ctx.close());

  test('lists cash, wallet and each provider with its public key only', async () => {
    const response = await postJson(ctx.app, '/public/api/get-payment-gateways');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([
      { code: 'COD', name: 'Cash on delivery', public_key: null },
      { code: 'WALLET', name: 'Wallet', public_key: null },
      { code: 'STRIPE', name: 'Card', public_key: 'pk_test_publishable_key' },
      { code: 'RAZORPAY', name: 'Razorpay', public_key: 'rzp_test_key_id' },
      { code: 'PAYU', name: 'PayU', public_key: null },
      { code: 'PHONEPE', name: 'PhonePe', public_key: 'PGTESTMERCHANT' },
      { code: 'MERCADOPAGO', name: 'Mercado Pago', public_key: 'TEST-public-key' },
      { code: 'KHALTI', name: 'Khalti', public_key: 'test_public_key_khalti' },
      { code: 'UPIGATEWAY', name: 'UPI', public_key: null },
      { code: 'PAYTM', name: 'Paytm', public_key: 'SWIFTB12345678901234' },
    ]);
  });

  test('no secret value appears in get-payment-gateways or get-settings', async () => {
    const gateways = (await postJson(ctx.app, '/public/api/get-payment-gateways')).body;
    const publicSettings = (await postJson(ctx.app, '/public/api/get-settings')).body;
    expect(publicSettings).toContain('pk_test_publishable_key');
    for (const secret of Object.values(SECRETS)) {
      expect(gateways).not.toContain(secret);
      expect(publicSettings).not.toContain(secret);
    }
  });
});

describe('get-payment-gateways without provider keys', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: paymentsSeed([{ key: 'codEnabled', value: 'false' }]),
    });
  });
  afterAll(() => ctx.close());

  test('lists the wallet only when cash on delivery is turned off and no keys are entered', async () => {
    const response = await postJson(ctx.app, '/public/api/get-payment-gateways', {});
    expect(response.json().data).toEqual([{ code: 'WALLET', name: 'Wallet', public_key: null }]);
  });
});

test('PayMongo is listed only while the currency charged is PHP (its only currency)', async () => {
  const ctx = await buildTestApp({ seed: paymentsSeed(paymentSettings({ currencyCode: 'PHP' })) });
  try {
    const gateways = (await postJson(ctx.app, '/public/api/get-payment-gateways')).json().data;
    expect(gateways).toContainEqual({
      code: 'PAYMONGO',
      name: 'PayMongo',
      public_key: 'pk_test_paymongo_public',
    });
  } finally {
    await ctx.close();
  }
});

test('a provider missing its secret is not listed', async () => {
  const ctx = await buildTestApp({
    seed: paymentsSeed(
      paymentSettings({
        stripeSecretKey: '',
        razorpayKeySecret: '',
        phonepeSaltKey: '',
        mercadoPagoAccessToken: '',
        khaltiSecretKey: '',
        paymongoSecretKey: '',
        currencyCode: 'PHP',
        upiGatewayKey: '',
        paytmMerchantKey: '',
      }),
    ),
  });
  try {
    const codes = (await postJson(ctx.app, '/public/api/get-payment-gateways'))
      .json()
      .data.map((gateway: { code: string }) => gateway.code);
    expect(codes).toEqual(['COD', 'WALLET', 'PAYU']);
  } finally {
    await ctx.close();
  }
});
