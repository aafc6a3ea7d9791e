import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { outbox } from '../messages/messages.table';
import { settings } from '../settings/settings.table';
import { authTokens, users } from './accounts.table';
import { freshIp, latestMessageTo, postFrom } from './auth.fixture';
import { otpCodes } from './otp.table';

describe('registration, OTP login, password reset, logout and phone change', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const post = (url: string, body: unknown, headers?: Record<string, string>) =>
    postFrom(ctx.app, `/public/api/${url}`, body, { headers });
  const usersCount = async () => (await ctx.db.select({ n: count() }).from(users))[0]?.n ?? 0;
  const setSetting = (key: string, value: string) =>
    ctx.db
      .insert(settings)
      .values({ key, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } });

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
          {
            name: 'Vikram',
            email: 'vikram@test.dev',
            phone: '+919800000002',
            password: 'vik-pass1',
          },
        ],
      },
    });
  });
  afterAll(() => ctx.close());

  async function logIn(email: string, password: string): Promise<{ id: number; token: string }> {
    const response = await post('login', { email, password });
    expect(response.statusCode).toBe(200);
    return { id: response.json().data.id, token: response.json().data.auth_token };
  }

  test('[R3.03] register creates a customer with the default address and answers the login payload', async () => {
    const response = await post('register', {
      name: 'Neha',
      email: ' Neha@Test.dev ',
      phone: '+919811111111',
      password: 'long-enough',
      address: { lat: 12.9, lng: 77.6, address: '1 MG Road', tag: 'Home' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      name: 'Neha',
      email: 'neha@test.dev',
      phone: '+919811111111',
      role: 'customer',
    });
    expect(body.addresses).toEqual([
      expect.objectContaining({ address: '1 MG Road', lat: 12.9, is_default: true }),
    ]);
    // The new token works and the password logs in.
    expect(
      (await post('login-by-user-id', { token: body.data.auth_token, user_id: body.data.id }))
        .statusCode,
    ).toBe(200);
    await logIn('neha@test.dev', 'long-enough');
  });

  test('register refuses a taken email or phone with 409 and writes nothing', async () => {
    const before = await usersCount();
    const email = await post('register', {
      name: 'X',
      email: 'ASHA@test.dev',
      phone: '+919822222222',
      password: 'long-enough',
    });
    expect(email.statusCode).toBe(409);
    expect(email.json().error.code).toBe('auth.email_taken');
    const phone = await post('register', {
      name: 'X',
      email: 'new@test.dev',
      phone: '+919800000001',
      password: 'long-enough',
    });
    expect(phone.statusCode).toBe(409);
    expect(phone.json().error.code).toBe('auth.phone_taken');
    expect(await usersCount()).toBe(before);
  });

  test('two registrations racing for one email: one succeeds, the other is a 409', async () => {
    const input = { name: 'Racer', password: 'long-enough' };
    const [first, second] = await Promise.all([
      post('register', { ...input, email: 'race@test.dev', phone: '+919801010101' }),
      post('register', { ...input, email: 'race@test.dev', phone: '+919802020202' }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const loser = first?.statusCode === 409 ? first : second;
    expect(loser?.json().error.code).toBe('auth.email_taken');
  });

  test.each([
    [{ email: 'bad', phone: '+919833333333', password: 'long-enough' }, 'email'],
    [{ email: 'ok@test.dev', phone: '12ab', password: 'long-enough' }, 'phone'],
    [{ email: 'ok@test.dev', phone: '+919833333333', password: 'short' }, 'password'],
    [{ email: 'ok@test.dev', phone: '+919833333333', password: 'long-enough', otp: '12' }, 'otp'],
  ])('register with %j is a 400 naming %s, nothing written', async (fields, path) => {
    const before = await usersCount();
    const response = await post('register', { name: 'Bad', ...fields });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
    expect(response.json().error.issues[0].path).toBe(path);
    expect(await usersCount()).toBe(before);
  });

  test('with registerOtpRequired on, register needs the code sent to the phone, used once', async () => {
    await setSetting('registerOtpRequired', 'true');
    try {
      const input = {
        name: 'Otto',
        email: 'otto@test.dev',
        phone: '+919844444444',
        password: 'long-enough',
      };
      const missing = await post('register', input);
      expect(missing.statusCode).toBe(400);
      expect(missing.json().error.code).toBe('otp.required');

      expect((await post('send-otp', { phone: input.phone })).statusCode).toBe(200);
      const message = await latestMessageTo({ db: ctx.db, to: input.phone });
      expect(message).toMatchObject({ channel: 'sms', sentAt: null });
      const code = message?.code ?? '';
      const wrong = await post('register', {
        ...input,
        otp: code === '000000' ? '111111' : '000000',
      });
      expect(wrong.json().error.code).toBe('otp.invalid');
      // verify-otp checks it without using it up.
      expect((await post('verify-otp', { phone: input.phone, otp: code })).statusCode).toBe(200);
      const ok = await post('register', { ...input, otp: code });
      expect(ok.statusCode).toBe(200);
      const again = await post('register', { ...input, email: 'otto2@test.dev', otp: code });
      expect(again.statusCode).toBe(409);
    } finally {
      await setSetting('registerOtpRequired', 'false');
    }
  });

  test('generate-otp-for-register mails the code when only an email is given; the code is stored hashed', async () => {
    const response = await post('generate-otp-for-register', { email: 'mail-only@test.dev' });
    expect(response.statusCode).toBe(200);
    const message = await latestMessageTo({ db: ctx.db, to: 'mail-only@test.dev' });
    expect(message?.channel).toBe('email');
    const [row] = await ctx.db
      .select()
      .from(otpCodes)
      .where(eq(otpCodes.destination, 'mail-only@test.dev'));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(message?.code ?? 'none');
    expect((await post('send-otp', {})).statusCode).toBe(400);
  });

  test('[R3.03] login-with-otp logs in an existing phone and creates the customer for a new one', async () => {
    expect((await post('generate-otp-for-login', { phone: '+919800000001' })).statusCode).toBe(200);
    const code = (await latestMessageTo({ db: ctx.db, to: '+919800000001' }))?.code ?? '';
    const asha = await post('login-with-otp', { phone: '+919800000001', otp: code });
    expect(asha.statusCode).toBe(200);
    expect(asha.json().data.email).toBe('asha@test.dev');
    // Single use.
    const reused = await post('login-with-otp', { phone: '+919800000001', otp: code });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error.code).toBe('otp.invalid');

    const phone = '+919855555555';
    const before = await usersCount();
    await post('generate-otp-for-login', { phone, email: 'newbie@test.dev' });
    const newCode = (await latestMessageTo({ db: ctx.db, to: phone }))?.code ?? '';
    expect((await latestMessageTo({ db: ctx.db, to: 'newbie@test.dev' }))?.code).toBe(newCode);
    const nameless = await post('login-with-otp', { phone, otp: newCode });
    expect(nameless.statusCode).toBe(404);
    expect(nameless.json().error.code).toBe('auth.account_not_found');
    expect(await usersCount()).toBe(before);
    // The phone is new: the same code, not used up, finishes the registration (name asked after).
    const taken = await post('login-with-otp', {
      phone,
      otp: newCode,
      name: 'Newbie',
      email: 'asha@test.dev',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('auth.email_taken');
    expect(await usersCount()).toBe(before);
    const created = await post('login-with-otp', {
      phone,
      otp: newCode,
      name: 'Newbie',
      email: 'newbie@test.dev',
      address: { lat: 1, lng: 2, address: 'Somewhere' },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({ name: 'Newbie', phone, email: 'newbie@test.dev' });
    expect(created.json().addresses).toHaveLength(1);
    const again = await post('login-with-otp', { phone, otp: newCode, name: 'Twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('otp.invalid');
  });

  test('verify-otp with a wrong or unknown code is a 400 otp.invalid', async () => {
    const response = await post('verify-otp', { phone: '+919866666666', otp: '123456' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('otp.invalid');
  });

  test('password reset: always 200, code by mail, change revokes every token of the user', async () => {
    const unknown = await post('send-password-reset-mail', { email: 'nobody@test.dev' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ success: true });
    expect(await latestMessageTo({ db: ctx.db, to: 'nobody@test.dev' })).toBeNull();

    const { token, id } = await logIn('vikram@test.dev', 'vik-pass1');
    const known = await post('send-password-reset-mail', { email: 'vikram@test.dev' });
    expect(known.json()).toEqual(unknown.json());
    const code = (await latestMessageTo({ db: ctx.db, to: 'vikram@test.dev' }))?.code ?? '';
    expect(code).toMatch(/^\d{6}$/);
    const wrongCode = code === '000000' ? '111111' : '000000';
    const badVerify = await post('verify-password-reset-otp', {
      email: 'vikram@test.dev',
      code: wrongCode,
    });
    expect(badVerify.json().error.code).toBe('otp.invalid');
    expect(
      (await post('verify-password-reset-otp', { email: 'vikram@test.dev', code })).statusCode,
    ).toBe(200);
    const weak = await post('change-password', {
      email: 'vikram@test.dev',
      code,
      password: 'short',
    });
    expect(weak.statusCode).toBe(400);
    const changed = await post('change-password', {
      email: 'vikram@test.dev',
      code,
      password: 'brand-new-pass',
    });
    expect(changed.statusCode).toBe(200);
    const live = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    const old = await post('login-by-user-id', { token, user_id: id });
    expect(old.statusCode).toBe(401);
    const oldPassword = await post('login', { email: 'vikram@test.dev', password: 'vik-pass1' });
    expect(oldPassword.statusCode).toBe(401);
    await logIn('vikram@test.dev', 'brand-new-pass');
    const reuse = await post('change-password', {
      email: 'vikram@test.dev',
      code,
      password: 'another-pass',
    });
    expect(reuse.json().error.code).toBe('otp.invalid');
  });

  test('[R6.03] logout revokes the token: it gets 401 afterwards, by body or by Bearer', async () => {
    const { token, id } = await logIn('asha@test.dev', 'right-password');
    const viaHeader = await post(
      'login-by-user-id',
      { user_id: id },
      { authorization: `Bearer ${token}` },
    );
    expect(viaHeader.statusCode).toBe(200);
    expect(viaHeader.json().data.auth_token).toBe(token);
    expect((await post('logout', { token })).statusCode).toBe(200);
    for (const response of [
      await post('login-by-user-id', { token, user_id: id }),
      await post('logout', { token }),
      await post('get-favorite-stores', { token }),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('auth.unauthenticated');
    }
  });

  test("[R6.03] a body user_id that is not the token's user is a 403 auth.user_mismatch", async () => {
    const asha = await logIn('asha@test.dev', 'right-password');
    const vikram = await logIn('vikram@test.dev', 'brand-new-pass');
    const response = await post('login-by-user-id', { token: asha.token, user_id: vikram.id });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('auth.user_mismatch');
    const asString = await post('login-by-user-id', {
      token: asha.token,
      user_id: String(asha.id),
    });
    expect(asString.statusCode).toBe(200);
    const phone = await post('generate-otp-phone-number-update', {
      token: asha.token,
      user_id: vikram.id,
      phone: '+919877777777',
    });
    expect(phone.statusCode).toBe(403);
    expect(await latestMessageTo({ db: ctx.db, to: '+919877777777' })).toBeNull();
    const guest = await post('login-by-user-id', { user_id: asha.id });
    expect(guest.statusCode).toBe(401);
  });

  test('phone change: a code to the new number, then update-new-phone-number sets it', async () => {
    const asha = await logIn('asha@test.dev', 'right-password');
    const vikram = await logIn('vikram@test.dev', 'brand-new-pass');
    const taken = await post('generate-otp-phone-number-update', {
      token: asha.token,
      phone: '+919800000002',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('auth.phone_taken');

    const phone = '+919888888888';
    expect(
      (await post('generate-otp-phone-number-update', { token: asha.token, phone })).statusCode,
    ).toBe(200);
    const code = (await latestMessageTo({ db: ctx.db, to: phone }))?.code ?? '';
    // Vikram cannot use Asha's code for himself.
    const stolen = await post('update-new-phone-number', { token: vikram.token, phone, otp: code });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.code).toBe('otp.invalid');
    await post('generate-otp-phone-number-update', { token: asha.token, phone });
    const fresh = (await latestMessageTo({ db: ctx.db, to: phone }))?.code ?? '';
    const updated = await post('update-new-phone-number', { token: asha.token, phone, otp: fresh });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ id: asha.id, phone });
    const unauthenticated = await post('update-new-phone-number', { phone, otp: fresh });
    expect(unauthenticated.statusCode).toBe(401);
  });

  test('with no mail or SMS provider, every message waits in the outbox with sent_at null', async () => {
    const rows = await ctx.db.select().from(outbox);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.sentAt === null && row.error === null)).toBe(true);
    expect(freshIp()).not.toBe(freshIp());
  });
});

describe('phone codes with PUBLIC_URL set', () => {
  test('the SMS ends with WebOTP’s line (@host #code), so the browser can offer the code; mail does not', async () => {
    const ctx = await buildTestApp({ config: { PUBLIC_URL: 'https://swiftbite.example/' } });
    try {
      const post = (url: string, body: unknown) => postFrom(ctx.app, `/public/api/${url}`, body);
      const phone = '+919877700001';
      await post('generate-otp-for-login', { phone, email: 'webotp@test.dev' });
      const sms = await latestMessageTo({ db: ctx.db, to: phone });
      expect(sms?.body).toMatch(
        /^Your login code is (\d{6})\. It expires in 10 minutes\.\n\n@swiftbite\.example #\1$/,
      );
      expect((await latestMessageTo({ db: ctx.db, to: 'webotp@test.dev' }))?.body).not.toContain(
        '@',
      );
      await post('send-otp', { phone: '+919877700002' });
      const signUp = await latestMessageTo({ db: ctx.db, to: '+919877700002' });
      expect(signUp?.body).toMatch(/\n\n@swiftbite\.example #\d{6}$/);
    } finally {
      await ctx.close();
    }
  });
});
