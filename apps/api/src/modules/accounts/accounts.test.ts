import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { postFrom } from './auth.fixture';
import { addresses } from '../addresses/addresses.table';
import { authTokens, users } from './accounts.table';
import {
  AUTH_TOKEN_LIFETIME_DAYS,
  createAuthToken,
  findUserByAuthToken,
} from './auth-tokens.repository';

describe('login and tokens', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        users: [
          {
            name: 'Asha Rao',
            email: 'asha@test.dev',
            phone: '+919800000001',
            password: 'right-password',
          },
          { name: 'Banned Bob', email: 'bob@test.dev', password: 'bob-password' },
          { name: 'Social Sam', email: 'sam@test.dev' },
        ],
      },
    });
    await ctx.db.update(users).set({ isBanned: true }).where(eq(users.email, 'bob@test.dev'));
  });
  afterAll(() => ctx.close());

  test('[R3.03] login answers success, the user with a new auth_token, and an addresses list', async () => {
    const response = await postFrom(ctx.app, '/public/api/login', {
      email: '  ASHA@test.dev ',
      password: 'right-password',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      data: {
        id: expect.any(Number),
        name: 'Asha Rao',
        email: 'asha@test.dev',
        phone: '+919800000001',
        avatar: null,
        role: 'customer',
        auth_token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      },
      addresses: [],
    });
    // The token works on an authenticated call.
    const favourites = await postJson(ctx.app, '/public/api/get-favorite-stores', {
      token: body.data.auth_token,
    });
    expect(favourites.statusCode).toBe(200);
  });

  test('only the SHA-256 of a token is stored, and it expires after 90 days', async () => {
    const response = await postFrom(ctx.app, '/public/api/login', {
      email: 'asha@test.dev',
      password: 'right-password',
    });
    const token: string = response.json().data.auth_token;
    const digest = crypto.createHash('sha256').update(token).digest('hex');
    const [row] = await ctx.db.select().from(authTokens).where(eq(authTokens.tokenHash, digest));
    expect(row).toBeDefined();
    const days = ((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)) / 86_400_000;
    expect(days).toBeCloseTo(AUTH_TOKEN_LIFETIME_DAYS, 3);
    const leaked = await ctx.db.execute(
      sql`select count(*)::int as count from auth_tokens where token_hash = ${token}`,
    );
    expect((leaked as unknown as { rows: { count: number }[] }).rows[0]?.count).toBe(0);
  });

  test('a wrong password and an unknown email get the same 401 auth.invalid_credentials', async () => {
    const wrong = await postFrom(ctx.app, '/public/api/login', {
      email: 'asha@test.dev',
      password: 'nope',
    });
    const unknown = await postFrom(ctx.app, '/public/api/login', {
      email: 'nobody@test.dev',
      password: 'nope',
    });
    const passwordless = await postFrom(ctx.app, '/public/api/login', {
      email: 'sam@test.dev',
      password: 'anything',
    });
    for (const response of [wrong, unknown, passwordless]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('auth.invalid_credentials');
    }
    expect(wrong.json()).toEqual(unknown.json());
  });

  test('a banned customer with the right password is a 403 auth.banned; their old tokens stop working', async () => {
    const response = await postFrom(ctx.app, '/public/api/login', {
      email: 'bob@test.dev',
      password: 'bob-password',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('auth.banned');
    const [bob] = await ctx.db.select().from(users).where(eq(users.email, 'bob@test.dev'));
    const token = await createAuthToken({ db: ctx.db, userId: bob?.id ?? 0 });
    expect(await findUserByAuthToken({ db: ctx.db, token })).toBeNull();
    const call = await postJson(ctx.app, '/public/api/get-favorite-stores', { token });
    expect(call.statusCode).toBe(401);
    expect(call.json().error.code).toBe('auth.unauthenticated');
  });

  test('expired and revoked tokens are refused with 401 auth.unauthenticated', async () => {
    const [asha] = await ctx.db.select().from(users).where(eq(users.email, 'asha@test.dev'));
    const userId = asha?.id ?? 0;
    const expired = await createAuthToken({
      db: ctx.db,
      userId,
      now: new Date(Date.now() - (AUTH_TOKEN_LIFETIME_DAYS + 1) * 86_400_000),
    });
    const revoked = await createAuthToken({ db: ctx.db, userId });
    await ctx.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, crypto.createHash('sha256').update(revoked).digest('hex')));
    for (const token of [expired, revoked]) {
      const response = await postJson(ctx.app, '/public/api/get-favorite-stores', { token });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('auth.unauthenticated');
    }
    const valid = await createAuthToken({ db: ctx.db, userId });
    expect(await findUserByAuthToken({ db: ctx.db, token: valid })).toMatchObject({
      id: userId,
      role: 'customer',
    });
  });

  test('[R3.03] login carries the saved addresses, the default first, then the newest', async () => {
    const [asha] = await ctx.db.select().from(users).where(eq(users.email, 'asha@test.dev'));
    const userId = asha?.id ?? 0;
    const place = { userId, latitude: 12.97, longitude: 77.59 };
    await ctx.db.insert(addresses).values([
      { ...place, address: 'Old home', isDefault: false, createdAt: new Date('2026-01-01') },
      { ...place, address: 'Office', isDefault: true, createdAt: new Date('2026-02-01') },
      { ...place, address: 'New flat', isDefault: false, createdAt: new Date('2026-03-01') },
    ]);
    const response = await postFrom(ctx.app, '/public/api/login', {
      email: 'asha@test.dev',
      password: 'right-password',
    });
    expect(response.statusCode).toBe(200);
    const list = response.json().addresses;
    expect(list.map((row: { address: string }) => row.address)).toEqual([
      'Office',
      'New flat',
      'Old home',
    ]);
    expect(list[0]).toMatchObject({ user_id: userId, lat: 12.97, lng: 77.59, is_default: true });
  });

  test.each([
    [{ password: 'x' }, 'email'],
    [{ email: 'not-an-email', password: 'x' }, 'email'],
    [{ email: 'asha@test.dev' }, 'password'],
    [{ email: 'asha@test.dev', password: '' }, 'password'],
  ])('login with %j is a 400 naming %s', async (body, field) => {
    const response = await postFrom(ctx.app, '/public/api/login', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
    expect(response.json().error.issues[0].path).toBe(field);
  });
});
