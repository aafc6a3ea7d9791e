import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { htmlSettingKeys } from '@app/shared/settings/settings.schemas';
import {
  PAYU_LIVE_URL,
  PAYU_TEST_URL,
  SETTINGS_CATALOG,
} from '@app/shared/settings/settings-catalog';
import { demoData } from '../../seed/demo-data';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { PAYMENT_SETTING_KEYS } from '../payments/payment-settings.repository';
import { fixtureSecret } from '../payments/payments.fixture';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';

const SECRET = 'sk_live_do_not_leak_4242';
const LEAKED = fixtureSecret('razorpay-webhook');

describe('console settings editor', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: { id: number; token: string };
  let languagesOnly: { id: number; token: string };

  const call = (path: string, token: string, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `/public/api/console/admin/settings/${path}`, { ...body, token });
  const publicSettings = async () =>
    (await postJson(ctx.app, '/public/api/get-settings')).json().data as Record<string, string>;
  const version = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/version.json' })).json() as {
      forceNewSettingsVersion: string;
      forceCacheClearVersion: string;
    };
  const auditRows = () => ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...accountDataSeed,
        users: [
          ...(accountDataSeed.users ?? []),
          {
            name: 'Lang L',
            email: 'lang@test.dev',
            role: 'admin',
            adminPermissions: ['languages'],
          },
        ],
        settings: [
          { key: 'storeColor', value: '#fc8019' },
          { key: 'storeName', value: 'Swiftbite' },
          { key: 'cartMaxLines', value: '30' },
          { key: 'stripeSecretKey', value: SECRET, isPublic: false },
          { key: 'smtpPassword', value: '', isPublic: false },
          // A secret row written public by hand, by mistake: still never sent.
          { key: 'razorpayWebhookSecret', value: LEAKED, isPublic: true },
        ],
        appVersion: { forceNewSettingsVersion: '7', forceCacheClearVersion: '3' },
      },
    });
    admin = await loginAs(ctx.db, 'admin@test.dev');
    languagesOnly = await loginAs(ctx.db, 'lang@test.dev');
  });
  afterAll(() => ctx.close());

  test('every demo setting is editable here, but pickup and drop’s (their own page)', () => {
    const catalogued = new Set(SETTINGS_CATALOG.map((field) => field.key));
    const missing = (demoData.settings ?? [])
      .map((setting) => setting.key)
      .filter((key) => !catalogued.has(key) && !key.startsWith('pickupDrop'));
    expect(missing).toEqual([]);
  });

  test('the catalogue names each key once and types every HTML setting as html', () => {
    const keys = SETTINGS_CATALOG.map((field) => field.key);
    expect(new Set(keys).size).toBe(keys.length);
    const html = SETTINGS_CATALOG.filter((field) => field.type === 'html').map((f) => f.key);
    expect(html.sort()).toEqual([...htmlSettingKeys].sort());
  });

  test('Payments holds every payment key the server reads, secrets as secrets, but the provider API addresses', () => {
    const payments = SETTINGS_CATALOG.filter((field) => field.group === 'payments');
    const notEditable = [
      'storeName',
      'stripeApiBaseUrl',
      'razorpayApiBaseUrl',
      'payuVerifyUrl',
      'phonepeApiBaseUrl',
      'mercadoPagoApiBaseUrl',
      'khaltiApiBaseUrl',
      'paymongoApiBaseUrl',
      'upiGatewayApiBaseUrl',
      'paytmApiBaseUrl',
    ];
    expect(payments.map((field) => field.key).sort()).toEqual(
      PAYMENT_SETTING_KEYS.filter((key) => !notEditable.includes(key)).sort(),
    );
    expect(
      payments
        .filter((field) => field.type === 'secret')
        .map((field) => field.key)
        .sort(),
    ).toEqual([
      'khaltiSecretKey',
      'mercadoPagoAccessToken',
      'mercadoPagoWebhookSecret',
      'paymongoSecretKey',
      'paymongoWebhookSecret',
      'paytmMerchantKey',
      'payuMerchantSalt',
      'phonepeSaltKey',
      'razorpayKeySecret',
      'razorpayWebhookSecret',
      'stripeSecretKey',
      'stripeWebhookSecret',
      'upiGatewayKey',
    ]);
    const byKey = new Map(payments.map((field) => [field.key, field]));
    expect(byKey.get('codEnabled')).toMatchObject({ type: 'switch', default: 'true' });
    expect(byKey.get('walletPaymentEnabled')).toMatchObject({ type: 'switch', default: 'true' });
    expect(byKey.get('payuBaseUrl')).toMatchObject({
      type: 'select',
      options: [PAYU_LIVE_URL, PAYU_TEST_URL],
    });
  });

  test('the editor gets every value, but secrets only as set or not set', async () => {
    const response = await call('get', admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SECRET);
    const data = response.json().data;
    expect(data.values.storeColor).toBe('#fc8019');
    expect(data.values).not.toHaveProperty('stripeSecretKey');
    expect(data.secrets).toMatchObject({ stripeSecretKey: true, smtpPassword: false });
    expect(data.versions.forceNewSettingsVersion).toBe('7');
    // Unset payment settings show what the server uses meanwhile.
    expect(data.values).toMatchObject({ codEnabled: 'true', payuBaseUrl: PAYU_LIVE_URL });
    expect(data.secrets).toMatchObject({ razorpayWebhookSecret: true, payuMerchantSalt: false });
    expect(response.body).not.toContain(LEAKED);
    expect(JSON.stringify(await publicSettings())).not.toContain(LEAKED);
  });

  test('saving the brand colour serves it publicly, bumps the settings version and audits before and after', async () => {
    const start = (await auditRows()).length;
    const response = await call('save', admin.token, {
      values: { storeColor: '#1a73e8', storeName: 'Swiftbite' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.values.storeColor).toBe('#1a73e8');
    expect((await publicSettings()).storeColor).toBe('#1a73e8');
    expect((await version()).forceNewSettingsVersion).toBe('8');
    const rows = await auditRows();
    expect(rows.length).toBe(start + 1);
    // Unchanged values stay out of the record.
    expect(rows[0]).toMatchObject({
      actorUserId: admin.id,
      action: 'console.settings.save',
      details: { before: { storeColor: '#fc8019' }, after: { storeColor: '#1a73e8' } },
    });
    expect(rows[0]?.details).not.toHaveProperty('before.storeName');
  });

  test('values that do not fit their type are refused with a stable code, and nothing is written', async () => {
    const before = { version: await version(), audit: (await auditRows()).length };
    const cases: [Record<string, string>, string][] = [
      [{ storeColor: 'red' }, 'settings.invalid_value'],
      [{ storeColor: '#12345' }, 'settings.invalid_value'],
      [{ storeColor: '#00ff00', cartMaxLines: '0' }, 'settings.invalid_value'],
      [{ cartMaxLines: '12.5' }, 'settings.invalid_value'],
      [{ currencySymbolAlign: 'middle' }, 'settings.invalid_value'],
      [{ showGdpr: 'yes' }, 'settings.invalid_value'],
      [{ storeLogo: 'javascript:alert(1)' }, 'settings.invalid_value'],
      // NUL characters are refused for every call before validation.
      [{ storeName: 'a\u0000b' }, 'request.invalid'],
      [{ otpSecret: 'short' }, 'settings.invalid_value'],
      [{ noSuchKey: 'x' }, 'settings.unknown_key'],
      // Pickup and drop has its own editor, with its own checks.
      [{ pickupDropEnabled: 'false' }, 'settings.unknown_key'],
      // PayU's page is live or test, never another host; the providers' API addresses stay out.
      [{ payuBaseUrl: 'https://payu.example.com/_payment' }, 'settings.invalid_value'],
      [{ codEnabled: 'on' }, 'settings.invalid_value'],
      [{ stripeApiBaseUrl: 'https://example.com' }, 'settings.unknown_key'],
    ];
    for (const [values, code] of cases) {
      const response = await call('save', admin.token, { values });
      expect(response.statusCode, JSON.stringify(values)).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    const issues = (await call('save', admin.token, { values: { storeColor: 'red' } })).json().error
      .issues;
    expect(issues).toEqual([{ path: 'values.storeColor', message: expect.any(String) }]);
    expect((await call('save', admin.token, { values: {} })).statusCode).toBe(400);
    expect((await publicSettings()).storeColor).toBe('#1a73e8');
    expect((await publicSettings()).cartMaxLines).toBe('30');
    expect(await version()).toEqual(before.version);
    expect((await auditRows()).length).toBe(before.audit);
  });

  test('a secret is stored private, never returned, and audited only as set', async () => {
    const newSecret = 'SG.smtp-password-9f8e7d';
    const response = await call('save', admin.token, { values: { smtpPassword: newSecret } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(newSecret);
    expect(response.json().data.secrets.smtpPassword).toBe(true);
    expect(JSON.stringify(await publicSettings())).not.toContain(newSecret);
    expect(await publicSettings()).not.toHaveProperty('smtpPassword');
    const [row] = await auditRows();
    expect(JSON.stringify(row?.details)).not.toContain(newSecret);
    expect(row?.details).toMatchObject({
      before: { smtpPassword: '[not set]' },
      after: { smtpPassword: expect.stringContaining('[set]') },
    });
    // Emptied: cleared.
    await call('save', admin.token, { values: { smtpPassword: '' } });
    expect((await call('get', admin.token)).json().data.secrets.smtpPassword).toBe(false);
  });

  test('an admin enables Stripe in Settings → Payments: checkout offers it, and no secret leaves', async () => {
    const gateways = async () =>
      (await postJson(ctx.app, '/public/api/get-payment-gateways')).json().data as {
        code: string;
        public_key: string | null;
      }[];
    // A secret key alone is not enough: no publishable key yet.
    expect((await gateways()).map((gateway) => gateway.code)).toEqual(['COD', 'WALLET']);
    const stripeSecret = fixtureSecret('stripe-secret');
    const webhookSecret = fixtureSecret('stripe-webhook');
    const response = await call('save', admin.token, {
      values: {
        stripePublishableKey: 'pk_test_console',
        stripeSecretKey: stripeSecret,
        stripeWebhookSecret: webhookSecret,
        codEnabled: 'false',
        payuBaseUrl: PAYU_TEST_URL,
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await gateways()).toEqual([
      { code: 'WALLET', name: 'Wallet', public_key: null },
      { code: 'STRIPE', name: 'Card', public_key: 'pk_test_console' },
    ]);
    const shown = JSON.stringify([response.json(), await publicSettings(), await gateways()]);
    for (const secret of [stripeSecret, webhookSecret]) expect(shown).not.toContain(secret);
    expect(await publicSettings()).toMatchObject({
      stripePublishableKey: 'pk_test_console',
      codEnabled: 'false',
      payuBaseUrl: PAYU_TEST_URL,
    });
    expect(response.json().data.secrets).toMatchObject({ stripeWebhookSecret: true });
    const [row] = await auditRows();
    expect(JSON.stringify(row?.details)).not.toContain(stripeSecret);
    expect(row?.details).toMatchObject({
      before: { codEnabled: null, stripeWebhookSecret: '[not set]' },
      after: { codEnabled: 'false', stripeWebhookSecret: '[set] (changed)' },
    });
  });

  test('HTML is stored sanitised, and the preview shows what would be stored', async () => {
    const dirty = '<p onclick="x()">Hi<script>alert(1)</script></p>';
    const preview = await call('preview-html', admin.token, { html: dirty });
    expect(preview.json().data.html).toBe('<p>Hi</p>');
    await call('save', admin.token, { values: { customHomeMessage: dirty } });
    expect((await publicSettings()).customHomeMessage).toBe('<p>Hi</p>');
  });

  test('clear caches bumps the cache version and is audited', async () => {
    const before = await version();
    const response = await call('clear-caches', admin.token);
    expect(response.statusCode).toBe(200);
    const after = await version();
    expect(Number(after.forceCacheClearVersion)).toBe(Number(before.forceCacheClearVersion) + 1);
    expect(after.forceNewSettingsVersion).toBe(before.forceNewSettingsVersion);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'console.settings.clear-caches',
      details: {
        before: { forceCacheClearVersion: before.forceCacheClearVersion },
        after: { forceCacheClearVersion: after.forceCacheClearVersion },
      },
    });
  });

  test('an admin without the settings area is refused, and nothing changes', async () => {
    const response = await call('save', languagesOnly.token, { values: { storeColor: '#000000' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('console.permission_denied');
    expect((await call('get', languagesOnly.token)).statusCode).toBe(403);
    expect((await publicSettings()).storeColor).toBe('#1a73e8');
    const [stored] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorUserId, languagesOnly.id));
    expect(stored).toBeUndefined();
  });
});
