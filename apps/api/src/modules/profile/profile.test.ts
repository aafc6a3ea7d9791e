import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { authTokens, users } from '../accounts/accounts.table';
import { addresses } from '../addresses/addresses.table';
import { auditLog } from '../audit/audit.table';
import { avatarDirectory } from './disk-avatar-storage';
import { accountDataSeed, loginAs } from './account-data.fixture';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0, 0, 0]),
  Buffer.from('WEBPVP8 '),
  Buffer.alloc(24, 3),
]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

describe('profile', () => {
  let ctx: Ctx;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  beforeAll(async () => {
    // Avatars go to the OS temp dir, never into the repository's data folder.
    ctx = await buildTestApp({ seed: accountDataSeed, config: { DATA_DIR: 'memory://' } });
    a = await loginAs(ctx.db, 'a@test.dev');
    b = await loginAs(ctx.db, 'b@test.dev');
  });
  afterAll(() => ctx.close());

  const userRow = async (id: number) =>
    (await ctx.db.select().from(users).where(eq(users.id, id)))[0];

  test('[R6.03] update-user-info answers the fresh user payload of the token’s owner', async () => {
    const response = await postJson(ctx.app, '/public/api/update-user-info', {
      token: a.token,
      user_id: a.id,
      unique_order_id: 'ORD-1',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        id: a.id,
        name: 'Asha A',
        email: 'a@test.dev',
        phone: '+919800000001',
        avatar: null,
        tax_number: null,
        role: 'customer',
        wallet_balance: 0,
      },
    });
    // user_id as the numeric string some clients send is the same user.
    const asText = await postJson(ctx.app, '/public/api/update-user-info', {
      token: a.token,
      user_id: String(a.id),
    });
    expect(asText.statusCode).toBe(200);
  });

  test('[R6.03] a user_id that is not the token’s owner is a 403 auth.user_mismatch; no token is a 401', async () => {
    const mismatch = await postJson(ctx.app, '/public/api/update-user-info', {
      token: a.token,
      user_id: b.id,
      name: 'Hijacked',
    });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error.code).toBe('auth.user_mismatch');
    const guest = await postJson(ctx.app, '/public/api/update-user-info', { user_id: b.id });
    expect(guest.statusCode).toBe(401);
    expect(guest.json().error.code).toBe('auth.unauthenticated');
    expect((await userRow(a.id))?.name).toBe('Asha A');
    expect((await userRow(b.id))?.name).toBe('Bala B');
  });

  test('update-user-info changes name and email; a taken email is a 409 profile.email_taken, a bad one a 400', async () => {
    const changed = await postJson(ctx.app, '/public/api/update-user-info', {
      token: b.token,
      name: '  Bala Bhaskar ',
      email: 'Bala@Test.dev',
      current_password: 'b-password',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ name: 'Bala Bhaskar', email: 'bala@test.dev' });
    const taken = await postJson(ctx.app, '/public/api/update-user-info', {
      token: b.token,
      email: 'A@test.dev',
      name: 'Not applied',
      current_password: 'b-password',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('profile.email_taken');
    for (const body of [{ email: 'not-an-email' }, { name: '' }, { name: 'x'.repeat(101) }]) {
      const bad = await postJson(ctx.app, '/public/api/update-user-info', {
        token: b.token,
        ...body,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.code).toBe('request.invalid');
    }
    expect(await userRow(b.id)).toMatchObject({ name: 'Bala Bhaskar', email: 'bala@test.dev' });
  });

  test('change-avatar stores PNG, JPEG and WebP under DATA_DIR/uploads/avatars and serves them cached', async () => {
    for (const [mime, bytes, ext] of [
      ['image/png', PNG, 'png'],
      ['image/jpeg', JPEG, 'jpg'],
      ['image/webp', WEBP, 'webp'],
    ] as const) {
      const response = await postJson(ctx.app, '/public/api/change-avatar', {
        token: a.token,
        avatar: dataUrl(mime, bytes),
      });
      expect(response.statusCode).toBe(200);
      const url: string = response.json().data.avatar;
      expect(url).toMatch(new RegExp(`^/uploads/avatars/[a-f0-9]{32}\\.${ext}$`));
      expect((await userRow(a.id))?.avatar).toBe(url);
      const served = await ctx.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(mime);
      expect(served.headers['cache-control']).toContain('max-age=31536000');
      expect(served.rawPayload.equals(bytes)).toBe(true);
    }
    // Only the current avatar's file is kept.
    const dir = avatarDirectory('memory://');
    const current = (await userRow(a.id))?.avatar?.split('/').pop() ?? '';
    expect(fs.existsSync(`${dir}/${current}`)).toBe(true);
  });

  test('change-avatar refuses other types, a lying prefix, and images over 1 MB; nothing is written', async () => {
    const before = (await userRow(b.id))?.avatar ?? null;
    const cases: [string, string][] = [
      [dataUrl('image/gif', Buffer.from('GIF89a0000')), 'request.invalid'],
      [dataUrl('image/svg+xml', Buffer.from('<svg/>')), 'request.invalid'],
      ['not a data url', 'request.invalid'],
      // Declared PNG, really a JPEG; declared JPEG, really a script.
      [dataUrl('image/png', JPEG), 'profile.invalid_avatar'],
      [dataUrl('image/jpeg', Buffer.from('<script>alert(1)</script>')), 'profile.invalid_avatar'],
      [dataUrl('image/png', Buffer.concat([PNG, Buffer.alloc(1024 * 1024)])), 'request.invalid'],
    ];
    for (const [avatar, code] of cases) {
      const response = await postJson(ctx.app, '/public/api/change-avatar', {
        token: b.token,
        avatar,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe(code);
    }
    expect((await userRow(b.id))?.avatar ?? null).toBe(before);
  });

  test('GET /uploads/avatars answers 404 for unknown names and path tricks', async () => {
    for (const url of [
      '/uploads/avatars/0123456789abcdef0123456789abcdef.png',
      '/uploads/avatars/..%2F..%2Fpackage.json',
      '/uploads/avatars/passwd',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
    }
  });

  test('update-tax-number saves, trims and clears the VAT number; bad characters are a 400', async () => {
    const saved = await postJson(ctx.app, '/public/api/update-tax-number', {
      token: a.token,
      tax_number: ' 29ABCDE1234F1Z5 ',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.tax_number).toBe('29ABCDE1234F1Z5');
    const bad = await postJson(ctx.app, '/public/api/update-tax-number', {
      token: a.token,
      tax_number: '<b>1</b>',
    });
    expect(bad.statusCode).toBe(400);
    expect((await userRow(a.id))?.taxNumber).toBe('29ABCDE1234F1Z5');
    const cleared = await postJson(ctx.app, '/public/api/update-tax-number', {
      token: a.token,
      tax_number: '',
    });
    expect(cleared.json().data.tax_number).toBeNull();
  });

  test('check-ban answers is_banned false, and true to a banned customer whose other calls get 401', async () => {
    const ok = await postJson(ctx.app, '/public/api/check-ban', { token: a.token });
    expect(ok.json()).toEqual({ success: true, data: { is_banned: false } });
    const banned = await buildBanned();
    const response = await postJson(ctx.app, '/public/api/check-ban', { token: banned.token });
    expect(response.json()).toEqual({ success: true, data: { is_banned: true } });
    const other = await postJson(ctx.app, '/public/api/get-addresses', { token: banned.token });
    expect(other.statusCode).toBe(401);
    const none = await postJson(ctx.app, '/public/api/check-ban', {});
    expect(none.statusCode).toBe(401);
  });

  async function buildBanned() {
    const rider = await loginAs(ctx.db, 'rider@test.dev');
    await ctx.db.update(users).set({ isBanned: true }).where(eq(users.id, rider.id));
    return rider;
  }

  test('delete-my-account needs the right password; then personal data is gone, tokens revoked, audit-logged', async () => {
    // B changed the email to bala@test.dev above.
    const c = await loginAs(ctx.db, 'bala@test.dev');
    await ctx.db
      .insert(addresses)
      .values({ userId: c.id, latitude: 12.9, longitude: 77.6, address: 'Home' });
    const none = await postJson(ctx.app, '/public/api/delete-my-account', {
      token: c.token,
      confirm: true,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('profile.password_required');
    const wrong = await postJson(ctx.app, '/public/api/delete-my-account', {
      token: c.token,
      password: 'nope',
    });
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().error.code).toBe('profile.wrong_password');
    const empty = await postJson(ctx.app, '/public/api/delete-my-account', { token: c.token });
    expect(empty.statusCode).toBe(400);
    expect((await userRow(c.id))?.email).toBe('bala@test.dev');

    const deleted = await postJson(ctx.app, '/public/api/delete-my-account', {
      token: c.token,
      password: 'b-password',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true, data: { deleted: true } });
    expect(await userRow(c.id)).toMatchObject({
      name: 'Deleted user',
      email: null,
      phone: null,
      passwordHash: null,
      avatar: null,
      taxNumber: null,
    });
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, c.id))).toEqual([]);
    const live = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, c.id));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
    for (const token of [c.token, b.token]) {
      const after = await postJson(ctx.app, '/public/api/check-ban', { token });
      expect(after.statusCode).toBe(401);
    }
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.targetUserId, c.id));
    expect(audit).toMatchObject([{ action: 'account.deleted', actorUserId: c.id }]);
  });

  test('delete-my-account of an account without a password takes confirm: true', async () => {
    const agent = await loginAs(ctx.db, 'agent@test.dev');
    const response = await postJson(ctx.app, '/public/api/delete-my-account', {
      token: agent.token,
      confirm: true,
    });
    expect(response.statusCode).toBe(200);
    expect((await userRow(agent.id))?.name).toBe('Deleted user');
  });
});
