import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { socialIdentities, users } from './accounts.table';
import { latestMessageTo, postFrom } from './auth.fixture';

const CLIENT_ID = 'swiftbite-test.apps.googleusercontent.com';

describe('Google sign-in: check-social-login and register-with-social', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let server: http.Server;
  let signingKey: CryptoKey;
  let strangerKey: CryptoKey;
  const post = (url: string, body: unknown) => postFrom(ctx.app, `/public/api/${url}`, body);
  const usersCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  function idToken(
    claims: Record<string, unknown>,
    options: { key?: CryptoKey; audience?: string; expiresAt?: number; subject?: string } = {},
  ) {
    return new SignJWT({ email_verified: true, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: options.key ? 'stranger' : 'test-key' })
      .setIssuer('https://accounts.google.com')
      .setAudience(options.audience ?? CLIENT_ID)
      .setSubject(options.subject ?? `google-${String(claims.email).toLowerCase()}`)
      .setIssuedAt()
      .setExpirationTime(options.expiresAt ?? Math.floor(Date.now() / 1000) + 600)
      .sign(options.key ?? signingKey);
  }

  beforeAll(async () => {
    const pair = await generateKeyPair('RS256');
    signingKey = pair.privateKey;
    strangerKey = (await generateKeyPair('RS256')).privateKey;
    const jwk: JWK = {
      ...(await exportJWK(pair.publicKey)),
      kid: 'test-key',
      alg: 'RS256',
      use: 'sig',
    };
    // A local stand-in for https://www.googleapis.com/oauth2/v3/certs (no internet in tests).
    server = http.createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    ctx = await buildTestApp({
      seed: {
        users: [
          {
            name: 'Asha',
            email: 'asha@test.dev',
            phone: '+919800000001',
            password: 'asha-password',
          },
          { name: 'Nopass', email: 'nopass@test.dev', phone: '+919800000009' },
          { name: 'Nophone', email: 'nophone@test.dev', password: 'nophone-password' },
        ],
      },
      config: { GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/certs`, GOOGLE_CLIENT_ID: CLIENT_ID },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await new Promise((resolve) => server.close(resolve));
  });

  test('[R3.03] an existing email account is linked to Google only with its password, then Google alone logs in', async () => {
    const accessToken = await idToken({ email: 'Asha@test.dev' });
    const body = { email: 'asha@test.dev', accessToken, provider: 'google' };
    const links = async () =>
      (await ctx.db.select({ n: count() }).from(socialIdentities))[0]?.n ?? 0;
    const before = await links();

    const unlinked = await post('check-social-login', body);
    expect(unlinked.statusCode).toBe(409);
    expect(unlinked.json().error.code).toBe('auth.social_link_required');
    expect(unlinked.json().data).toBeUndefined();
    const wrong = await post('check-social-login', { ...body, password: 'not-it' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('auth.invalid_credentials');
    expect(await links()).toBe(before);

    const linked = await post('check-social-login', { ...body, password: 'asha-password' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({
      success: true,
      exists: true,
      data: { email: 'asha@test.dev', auth_token: expect.any(String) },
      addresses: [],
    });
    expect(await links()).toBe(before + 1);
    const again = await post('check-social-login', body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ exists: true, data: { email: 'asha@test.dev' } });
  });

  test('[R3.03] a phone-code account (no password) links Google only with a code sent to its phone', async () => {
    const body = {
      email: 'nopass@test.dev',
      accessToken: await idToken({ email: 'nopass@test.dev' }, { subject: 'google-nopass' }),
      provider: 'google',
    };
    const links = async () =>
      (await ctx.db.select({ n: count() }).from(socialIdentities))[0]?.n ?? 0;
    const before = await links();
    expect((await post('check-social-login', body)).statusCode).toBe(409);
    const guessed = await post('check-social-login', { ...body, password: 'anything' });
    expect(guessed.statusCode).toBe(401);
    expect(guessed.json().error.code).toBe('auth.invalid_credentials');

    const sent = await post('check-social-login', { ...body, sendCode: true });
    expect(sent.statusCode).toBe(409);
    expect(sent.json().error).toMatchObject({
      code: 'auth.social_link_code_sent',
      message: expect.stringContaining('ending 09'),
    });
    const code = (await latestMessageTo({ db: ctx.db, to: '+919800000009' }))?.code;
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await post('check-social-login', { ...body, otp: wrongCode });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(await links()).toBe(before);

    const linked = await post('check-social-login', { ...body, otp: code });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ exists: true, data: { email: 'nopass@test.dev' } });
    expect(await links()).toBe(before + 1);
    // Linked: Google alone logs in from now on.
    expect((await post('check-social-login', body)).statusCode).toBe(200);
  });

  test('an account with no phone cannot be sent a link code (409 auth.social_link_no_phone)', async () => {
    const body = {
      email: 'nophone@test.dev',
      accessToken: await idToken({ email: 'nophone@test.dev' }, { subject: 'google-nophone' }),
      provider: 'google',
      sendCode: true,
    };
    const answer = await post('check-social-login', body);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('auth.social_link_no_phone');
  });

  test('an unknown email answers exists false; register-with-social then creates the customer', async () => {
    const accessToken = await idToken({ email: 'gina@test.dev' });
    const check = await post('check-social-login', {
      email: 'gina@test.dev',
      phone: '+919811112222',
      accessToken,
      provider: 'google',
    });
    expect(check.json()).toEqual({ success: true, exists: false });
    const created = await post('register-with-social', {
      name: 'Gina',
      email: 'gina@test.dev',
      accessToken,
      phone: '+919811112222',
      provider: 'google',
      address: { lat: 12.9, lng: 77.6, address: '2 Park St' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ name: 'Gina', email: 'gina@test.dev' });
    expect(created.json().addresses).toHaveLength(1);
    // The new customer's Google identity is linked: it logs in without a password.
    const back = await post('check-social-login', {
      email: 'gina@test.dev',
      accessToken,
      provider: 'google',
    });
    expect(back.json()).toMatchObject({ exists: true, data: { email: 'gina@test.dev' } });
    const again = await post('register-with-social', {
      name: 'Gina',
      email: 'gina@test.dev',
      accessToken,
      phone: '+919811113333',
      provider: 'google',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('auth.email_taken');
    // A deleted account is unlinked: the same Google account no longer opens it.
    const deleted = await post('delete-my-account', {
      token: back.json().data.auth_token,
      confirm: true,
    });
    expect(deleted.statusCode).toBe(200);
    const afterDeletion = await post('check-social-login', {
      email: 'gina@test.dev',
      accessToken,
      provider: 'google',
    });
    expect(afterDeletion.json()).toEqual({ success: true, exists: false });
  });

  test.each([
    ['a wrong audience', (email: string) => idToken({ email }, { audience: 'someone-else' })],
    [
      'an expired token',
      (email: string) => idToken({ email }, { expiresAt: Math.floor(Date.now() / 1000) - 3600 }),
    ],
    ['a bad signature', (email: string) => idToken({ email }, { key: strangerKey })],
    ['another email', () => idToken({ email: 'mallory@test.dev' })],
    ['an unverified email', (email: string) => idToken({ email, email_verified: false })],
    ['garbage', async () => 'not-a-jwt'],
  ])('%s is a 401 auth.social_token_invalid and creates nothing', async (name, makeToken) => {
    const before = await usersCount();
    // An email per case: the login rate limit (5 a minute per account) stays out of the way.
    const email = `${name.replaceAll(' ', '-')}@test.dev`;
    const accessToken = await makeToken(email);
    const check = await post('check-social-login', { email, accessToken, provider: 'google' });
    expect(check.statusCode).toBe(401);
    expect(check.json().error.code).toBe('auth.social_token_invalid');
    const register = await post('register-with-social', {
      name: 'Mallory',
      email,
      accessToken,
      phone: '+919899990000',
      provider: 'google',
    });
    expect(register.statusCode).toBe(401);
    expect(register.json().error.code).toBe('auth.social_token_invalid');
    expect(await usersCount()).toBe(before);
  });

  test('an unknown provider is a 400', async () => {
    const response = await post('check-social-login', {
      email: 'asha@test.dev',
      accessToken: 'x',
      provider: 'myspace',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues[0].path).toBe('provider');
  });
});
