import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { demoSettings } from '../../seed/demo-settings';

describe('settings and versions', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        settings: [
          { key: 'storeName', value: 'Test Kitchen' },
          { key: 'storeColor', value: '#123456' },
          { key: 'stripeSecretKey', value: 'stripe-secret-should-never-leave', isPublic: false },
          { key: 'vapidPrivateKey', value: 'private-vapid', isPublic: false },
        ],
        appVersion: { forceNewSettingsVersion: '7', forceCacheClearVersion: '3' },
      },
    });
  });
  afterAll(() => ctx.close());

  test('[R3.09] GET /version.json answers both versions from the database', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ forceNewSettingsVersion: '7', forceCacheClearVersion: '3' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('[R1.13] get-settings answers the public settings as key/value', async () => {
    const response = await postJson(ctx.app, '/public/api/get-settings');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: { storeColor: '#123456', storeName: 'Test Kitchen' },
    });
  });

  test('get-settings never returns secrets kept in the same store', async () => {
    const response = await postJson(ctx.app, '/public/api/get-settings');
    const text = response.body;
    expect(text).not.toContain('stripeSecretKey');
    expect(text).not.toContain('stripe-secret-should-never-leave');
    expect(text).not.toContain('private-vapid');
  });

  test('get-settings accepts an empty body or no body at all', async () => {
    const empty = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-settings',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(200);
    const none = await ctx.app.inject({ method: 'POST', url: '/public/api/get-settings' });
    expect(none.statusCode).toBe(200);
    expect(none.json().data.storeName).toBe('Test Kitchen');
  });

  test('get-settings with a body that is not an object is a 400 naming the body', async () => {
    const response = await postJson(ctx.app, '/public/api/get-settings', [1, 2]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
  });
});

describe('settings without a version row', () => {
  test('/version.json falls back to version 1 on a database with no version row', async () => {
    const ctx = await buildTestApp();
    try {
      const response = await ctx.app.inject({ method: 'GET', url: '/version.json' });
      expect(response.json()).toEqual({
        forceNewSettingsVersion: '1',
        forceCacheClearVersion: '1',
      });
    } finally {
      await ctx.close();
    }
  });
});

describe('the demo settings', () => {
  // Every key SPEC §3 names that the server provides (client-only keys such as gdprAccepted,
  // userSetAddress or desktopLoaded are kept by the app itself).
  const specKeys = [
    'storeName',
    'storeLogo',
    'storeColor',
    'currencyFormat',
    'currencySymbolAlign',
    'cartColorBg',
    'gdprMessage',
    'gdprConfirmButton',
    'showGdpr',
    'seoMetaTitle',
    'seoMetaDescription',
    'seoOgTitle',
    'seoOgDescription',
    'seoOgImage',
    'firstScreenHeading',
    'firstScreenSubHeading',
    'firstScreenSetupLocation',
    'firstScreenHeroImage',
    'useGpsMessage',
    'gpsAccessNotGrantedMsg',
    'showWelcomeMessage',
    'showPromoSlider',
    'showPromoSliderTop',
    'enRestaurantCategorySlider',
    'restaurantCategorySliderPosition',
    'homePageCategoryStyle',
    'homePageCategoryType',
    'showCustomerNameHome',
    'customHomeMessage',
    'footerStyleType',
    'pureVegText',
    'homePageMinsText',
    'homePageForTwoText',
    'showPwaInstallPromptFooter',
    'footerNearme',
    'footerPickupDrop',
    'footerCart',
    'footerAccount',
    'headerBgColor',
    'pushSenderId',
    'vapidPublicKey',
    'noRestaurantMessage',
    'noAreaTitleText',
    'noAreaMessageText',
    'restaurantNotActiveMsg',
    'offlineTitleMessage',
    'offlineSubTitleMessage',
    'updatingMessage',
    'hideDesktopView',
  ];

  test('[R3.01] every setting key of SPEC §3 has a demo value and is public', () => {
    const byKey = new Map(demoSettings.map((setting) => [setting.key, setting]));
    for (const key of specKeys) {
      const setting = byKey.get(key);
      expect(setting, key).toBeDefined();
      expect(setting?.isPublic ?? true, key).toBe(true);
    }
  });

  test('secret settings are marked private and hold no committed value', () => {
    const secrets = demoSettings.filter((setting) => setting.isPublic === false);
    expect(secrets.map((setting) => setting.key).sort()).toEqual(
      ['razorpayKeySecret', 'smtpPassword', 'stripeSecretKey', 'vapidPrivateKey'].sort(),
    );
    for (const secret of secrets) expect(secret.value).toBe('');
  });

  test('no key is listed twice', () => {
    const keys = demoSettings.map((setting) => setting.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
