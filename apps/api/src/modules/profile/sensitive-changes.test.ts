import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { users } from '../accounts/accounts.table';
import { freshIp, postFrom } from '../accounts/auth.fixture';
import { outbox } from '../messages/messages.table';
import { accountDataSeed, loginAs } from './account-data.fixture';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

describe('sensitive account changes need more than a token', () => {
  let ctx: Ctx;
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: accountDataSeed, config: { DATA_DIR: 'memory://' } });
  });
  afterAll(() => ctx.close());

  const post = (url: string, body: unknown, ip = freshIp()) =>
    postFrom(ctx.app, `/public/api/${url}`, body, { ip });
  const emailOf = async (id: number) =>
    (await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]?.email;

  test('[H8.04] a token alone cannot change the email; the password can, the old address is told and other sessions end', async () => {
    const phone = await loginAs(ctx.db, 'a@test.dev');
    const laptop = await loginAs(ctx.db, 'a@test.dev');

    const tokenOnly = await post('update-user-info', { token: phone.token, email: 'x@evil.test' });
    expect(tokenOnly.statusCode).toBe(403);
    expect(tokenOnly.json().error.code).toBe('profile.current_password_required');
    const wrong = await post('update-user-info', {
      token: phone.token,
      email: 'x@evil.test',
      current_password: 'guess',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('profile.wrong_password');
    expect(await emailOf(phone.id)).toBe('a@test.dev');
    // A name change alone still needs only the token.
    const renamed = await post('update-user-info', { token: laptop.token, name: 'Asha Anand' });
    expect(renamed.statusCode).toBe(200);

    const changed = await post('update-user-info', {
      token: phone.token,
      email: 'asha.new@test.dev',
      current_password: 'a-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(await emailOf(phone.id)).toBe('asha.new@test.dev');
    const [notice] = await ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'a@test.dev')))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(notice?.body).toContain('asha.new@test.dev');
    // The session that made the change stays; the other one is signed out.
    expect((await post('update-user-info', { token: phone.token })).statusCode).toBe(200);
    expect((await post('update-user-info', { token: laptop.token })).statusCode).toBe(401);
  });

  test('[H8.04] password guesses on the email change are limited like a login', async () => {
    const session = await loginAs(ctx.db, 'b@test.dev');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await post(
        'update-user-info',
        { token: session.token, email: 'b2@test.dev', current_password: `guess-${attempt}` },
        ip,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429, 429]);
    expect(await emailOf(session.id)).toBe('b@test.dev');
  });

  test('[H8.04] a phone change with its code signs out the other sessions', async () => {
    const kept = await loginAs(ctx.db, 'b@test.dev');
    const other = await loginAs(ctx.db, 'b@test.dev');
    const phone = '+919811112222';
    const sent = await post('generate-otp-phone-number-update', { token: kept.token, phone });
    expect(sent.statusCode).toBe(200);
    const [message] = await ctx.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, phone))
      .orderBy(desc(outbox.id))
      .limit(1);
    const otp = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
    const updated = await post('update-new-phone-number', { token: kept.token, phone, otp });
    expect(updated.statusCode).toBe(200);
    expect((await post('update-user-info', { token: kept.token })).statusCode).toBe(200);
    expect((await post('update-user-info', { token: other.token })).statusCode).toBe(401);
  });

  test('[H8.03] delete-my-account password guesses are limited like a login; the account stays', async () => {
    const session = await loginAs(ctx.db, 'b@test.dev');
    const ip = freshIp();
    const statuses: number[] = [];
    const started = Date.now();
    for (let attempt = 0; attempt < 15; attempt += 1) {
      const response = await post(
        'delete-my-account',
        { token: session.token, password: `guess-${attempt}` },
        ip,
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error.code).toBe('auth.rate_limited');
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, 5)).toEqual([403, 403, 403, 403, 403]);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await emailOf(session.id)).toBe('b@test.dev');
  });
});
