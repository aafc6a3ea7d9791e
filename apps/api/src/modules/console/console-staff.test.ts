import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PERMISSIONS } from '@app/shared/console/admin.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';

describe('console staff editor', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let owner: { id: number; token: string };
  let staffOnly: { id: number; token: string };
  let support: { id: number; token: string };

  const call = (path: string, token: string, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, `/public/api/console/admin/staff/${path}`, { ...body, token });
  const auditRows = () => ctx.db.select().from(auditLog).orderBy(desc(auditLog.id));

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        users: [
          ...(accountDataSeed.users ?? []),
          { name: 'Staff S', email: 'staff@test.dev', role: 'admin', adminPermissions: ['staff'] },
          {
            name: 'Support Su',
            email: 'support@test.dev',
            role: 'admin',
            adminPermissions: ['orders', 'customers'],
          },
        ],
      },
    });
    owner = await loginAs(ctx.db, 'admin@test.dev');
    staffOnly = await loginAs(ctx.db, 'staff@test.dev');
    support = await loginAs(ctx.db, 'support@test.dev');
  });
  afterAll(() => ctx.close());

  test('lists admins with their areas, searched and sorted on the server', async () => {
    const response = await call('list', owner.token, { sort: 'name', dir: 'asc' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.total).toBe(3);
    expect(data.rows.map((row: { name: string }) => row.name)).toEqual([
      'Admin Ad',
      'Staff S',
      'Support Su',
    ]);
    expect(data.rows[0]).toMatchObject({
      has_every_area: true,
      permissions: [...ADMIN_PERMISSIONS],
    });
    expect(data.rows[2]).toMatchObject({
      has_every_area: false,
      permissions: ['customers', 'orders'],
    });
    const searched = (await call('list', owner.token, { q: 'support' })).json().data;
    expect(searched.rows.map((row: { email: string }) => row.email)).toEqual(['support@test.dev']);
    const bad = await call('list', owner.token, { sort: 'password_hash' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('console.bad_sort');
  });

  test('creates an admin (password of 8 or more, email not taken), audited without the password', async () => {
    const short = await call('create', owner.token, {
      name: 'New N',
      email: 'new@test.dev',
      password: 'short',
      permissions: ['orders'],
    });
    expect(short.statusCode).toBe(400);
    const taken = await call('create', owner.token, {
      name: 'Dup D',
      email: 'Support@test.dev',
      password: 'long-enough',
      permissions: [],
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.code).toBe('admins.email_taken');
    const created = await call('create', staffOnly.token, {
      name: 'New N',
      email: 'new@test.dev',
      password: 'long-enough-password',
      permissions: ['reports', 'orders'],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      email: 'new@test.dev',
      permissions: ['orders', 'reports'],
    });
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'console.staff.create',
      actorUserId: staffOnly.id,
      targetUserId: created.json().data.id,
    });
    expect(JSON.stringify(row?.details)).not.toContain('long-enough-password');
    // The new admin logs in with the password and holds only the areas given.
    const login = await postJson(ctx.app, '/public/api/console/login', {
      email: 'new@test.dev',
      password: 'long-enough-password',
    });
    expect(login.statusCode).toBe(200);
  });

  test('a permission change applies to the admin’s next call with the same token, and is audited', async () => {
    const settingsGet = () =>
      postJson(ctx.app, '/public/api/console/admin/settings/get', { token: support.token });
    expect((await settingsGet()).statusCode).toBe(403);
    const response = await call('set-permissions', owner.token, {
      admin_id: support.id,
      permissions: ['orders', 'customers', 'settings'],
    });
    expect(response.statusCode).toBe(200);
    expect((await settingsGet()).statusCode).toBe(200);
    const [row] = await auditRows();
    expect(row).toMatchObject({
      action: 'console.staff.set-permissions',
      targetUserId: support.id,
      details: {
        before: { permissions: ['customers', 'orders'] },
        after: { permissions: ['settings', 'customers', 'orders'] },
      },
    });
  });

  test('nobody removes their own staff area, and the last admin with every area cannot be narrowed', async () => {
    const start = (await auditRows()).length;
    const own = await call('set-permissions', staffOnly.token, {
      admin_id: staffOnly.id,
      permissions: ['orders'],
    });
    expect(own.statusCode).toBe(409);
    expect(own.json().error.code).toBe('admins.own_staff_permission');
    const last = await call('set-permissions', staffOnly.token, {
      admin_id: owner.id,
      permissions: ['staff'],
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().error.code).toBe('admins.last_full_admin');
    const missing = await call('set-permissions', owner.token, {
      admin_id: 999_999,
      permissions: [],
    });
    expect(missing.statusCode).toBe(404);
    const notAdmin = await call('set-permissions', owner.token, {
      admin_id: (await loginAs(ctx.db, 'a@test.dev')).id,
      permissions: [],
    });
    expect(notAdmin.statusCode).toBe(404);
    expect(
      (await call('set-permissions', owner.token, { admin_id: 1, permissions: ['nope'] }))
        .statusCode,
    ).toBe(400);
    expect((await auditRows()).length).toBe(start);
    // With a second admin holding every area, the first may be narrowed.
    await call('set-permissions', owner.token, {
      admin_id: staffOnly.id,
      permissions: [...ADMIN_PERMISSIONS],
    });
    const narrowed = await call('set-permissions', staffOnly.token, {
      admin_id: owner.id,
      permissions: ['staff', 'dashboard'],
    });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().data).toMatchObject({ has_every_area: false });
    // The owner's next call to an area they lost is refused.
    const refused = await postJson(ctx.app, '/public/api/console/admin/settings/get', {
      token: owner.token,
    });
    expect(refused.statusCode).toBe(403);
  });

  test('an admin without the staff area cannot list or change admins', async () => {
    expect((await call('list', support.token)).statusCode).toBe(403);
    const response = await call('set-permissions', support.token, {
      admin_id: support.id,
      permissions: [...ADMIN_PERMISSIONS],
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('console.permission_denied');
  });
});
