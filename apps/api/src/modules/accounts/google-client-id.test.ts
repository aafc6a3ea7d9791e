import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { writeSetting } from '../settings/settings.repository';
import { postFrom } from './auth.fixture';
import { startGoogleKeys } from './google-keys.fixture';

const ENV_CLIENT_ID = 'from-env.apps.googleusercontent.com';
const SETTING_CLIENT_ID = 'from-console.apps.googleusercontent.com';

describe('the Google client id: GOOGLE_CLIENT_ID or the googleClientId setting', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let keys: Awaited<ReturnType<typeof startGoogleKeys>>;
  const post = (url: string, body: unknown) => postFrom(ctx.app, `/public/api/${url}`, body);
  const setClientId = (value: string) =>
    writeSetting({ db: ctx.db, key: 'googleClientId', value, isPublic: true });
  const clientIdOfSettings = async () =>
    ((await post('get-settings', {})).json() as { data: Record<string, string> }).data
      .googleClientId;
  const checkWith = async (audience: string, email: string) =>
    post('check-social-login', {
      email,
      accessToken: await keys.idToken({ email }, { audience }),
      provider: 'google',
    });

  beforeAll(async () => {
    keys = await startGoogleKeys();
    ctx = await buildTestApp({
      config: { GOOGLE_JWKS_URL: keys.jwksUrl, GOOGLE_CLIENT_ID: ENV_CLIENT_ID },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await keys.close();
  });

  test('get-settings tells the app the environment’s client id while the setting is empty, and the server accepts its tokens', async () => {
    expect(await clientIdOfSettings()).toBe(ENV_CLIENT_ID);
    const check = await checkWith(ENV_CLIENT_ID, 'env@test.dev');
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ success: true, exists: false });
  });

  test('the setting, changed at runtime, wins on both sides; tokens for the other id are refused', async () => {
    await setClientId(SETTING_CLIENT_ID);
    expect(await clientIdOfSettings()).toBe(SETTING_CLIENT_ID);
    expect((await checkWith(SETTING_CLIENT_ID, 'console@test.dev')).statusCode).toBe(200);
    const stale = await checkWith(ENV_CLIENT_ID, 'stale@test.dev');
    expect(stale.statusCode).toBe(401);
    expect(stale.json().error.code).toBe('auth.social_token_invalid');
    await setClientId('');
    expect(await clientIdOfSettings()).toBe(ENV_CLIENT_ID);
  });
});

describe('without any Google client id', () => {
  test('get-settings names none (the app shows no Google button) and every token is refused', async () => {
    const keys = await startGoogleKeys();
    const ctx = await buildTestApp({ config: { GOOGLE_JWKS_URL: keys.jwksUrl } });
    try {
      const settingsBody = (await postFrom(ctx.app, '/public/api/get-settings', {})).json();
      expect(settingsBody.data.googleClientId).toBeUndefined();
      const check = await postFrom(ctx.app, '/public/api/check-social-login', {
        email: 'nobody@test.dev',
        accessToken: await keys.idToken({ email: 'nobody@test.dev' }, { audience: 'any' }),
        provider: 'google',
      });
      expect(check.statusCode).toBe(401);
      expect(check.json().error.code).toBe('auth.social_token_invalid');
    } finally {
      await ctx.close();
      await keys.close();
    }
  });
});
