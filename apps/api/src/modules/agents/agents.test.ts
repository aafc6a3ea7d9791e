import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PERMISSIONS } from '@app/shared/console/admin.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { authTokens, users } from '../accounts/accounts.table';
import { addresses } from '../addresses/addresses.table';
import { auditLog } from '../audit/audit.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';

describe('phone-order agents and impersonation', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let a: { id: number; token: string };
  let agent: { id: number; token: string };
  let admin: { id: number; token: string };
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...accountDataSeed,
        users: [
          ...(accountDataSeed.users ?? []),
          // Every console area but customers, and customers alone (issue 17).
          {
            name: 'No Customers',
            email: 'no-customers@test.dev',
            role: 'admin',
            adminPermissions: ADMIN_PERMISSIONS.filter((area) => area !== 'customers'),
          },
          {
            name: 'Customers Only',
            email: 'customers-only@test.dev',
            role: 'admin',
            adminPermissions: ['customers'],
          },
        ],
      },
    });
    a = await loginAs(ctx.db, 'a@test.dev');
    agent = await loginAs(ctx.db, 'agent@test.dev');
    admin = await loginAs(ctx.db, 'admin@test.dev');
    await ctx.db
      .insert(addresses)
      .values({ userId: a.id, latitude: 12.9, longitude: 77.6, address: 'Home', isDefault: true });
  });
  afterAll(() => ctx.close());

  const auditRows = () => ctx.db.select().from(auditLog).orderBy(auditLog.id);

  test('[R1.14] an agent logs in as a customer by phone: a fresh token for the customer, audit-logged', async () => {
    const response = await postJson(ctx.app, '/public/callandorder/login-as-customer', {
      token: agent.token,
      phone: '+919800000001',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      data: { id: a.id, name: 'Asha A', role: 'customer', auth_token: expect.any(String) },
      addresses: [{ address: 'Home', is_default: true }],
    });
    // The token is the customer's.
    const own = await postJson(ctx.app, '/public/api/update-user-info', {
      token: body.data.auth_token,
    });
    expect(own.json().data.id).toBe(a.id);
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'impersonation.agent',
      actorUserId: agent.id,
      targetUserId: a.id,
    });
  });

  test('[R6.05] an admin impersonates through /auth/login-as-customer/{id}: audit-logged; no id is a 400', async () => {
    const response = await postJson(ctx.app, '/public/api/auth/login-as-customer', {
      token: admin.token,
      user_id: a.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.id).toBe(a.id);
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'impersonation.admin',
      actorUserId: admin.id,
      targetUserId: a.id,
    });
    const none = await postJson(ctx.app, '/public/api/auth/login-as-customer', {
      token: admin.token,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.code).toBe('agents.customer_required');
  });

  test('[R1.14] [R6.05] customers, riders and store owners get 403 auth.forbidden; guests 401; nothing is logged', async () => {
    const before = await auditRows();
    for (const email of ['b@test.dev', 'rider@test.dev', 'owner@test.dev']) {
      const caller = await loginAs(ctx.db, email);
      for (const [url, body] of [
        ['/public/callandorder/login-as-customer', { user_id: a.id }],
        ['/public/api/auth/login-as-customer', { user_id: a.id }],
        ['/public/callandorder/register-guest-user', { name: 'X', phone: '+919811111111' }],
      ] as const) {
        const response = await postJson(ctx.app, url, { token: caller.token, ...body });
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('auth.forbidden');
      }
    }
    const guest = await postJson(ctx.app, '/public/callandorder/login-as-customer', {
      user_id: a.id,
    });
    expect(guest.statusCode).toBe(401);
    expect(await auditRows()).toEqual(before);
    expect(await ctx.db.select().from(users).where(eq(users.phone, '+919811111111'))).toEqual([]);
  });

  test('[issue 17] an admin without the customers area may not sign in as a customer or register a guest: 403 console.permission_denied, no token, no audit row, no user', async () => {
    const narrow = await loginAs(ctx.db, 'no-customers@test.dev');
    const tokensOf = () => ctx.db.select().from(authTokens).where(eq(authTokens.userId, a.id));
    const auditBefore = await auditRows();
    const tokensBefore = await tokensOf();
    for (const [url, body] of [
      ['/public/api/auth/login-as-customer', { user_id: a.id }],
      // Refused before the body is looked at: no id at all is still about access.
      ['/public/api/auth/login-as-customer', {}],
      ['/public/callandorder/login-as-customer', { user_id: a.id }],
      ['/public/callandorder/login-as-customer', { phone: '+919800000001' }],
      // A guest registration answers the new customer's token: the same rule.
      ['/public/callandorder/register-guest-user', { name: 'Guest', phone: '+919844444444' }],
    ] as const) {
      const response = await postJson(ctx.app, url, { token: narrow.token, ...body });
      expect(response.statusCode, `${url} ${JSON.stringify(body)}`).toBe(403);
      expect(response.json().error.code).toBe('console.permission_denied');
      expect(response.json()).not.toHaveProperty('data');
    }
    expect(await auditRows()).toEqual(auditBefore);
    expect(await tokensOf()).toEqual(tokensBefore);
    expect(await ctx.db.select().from(users).where(eq(users.phone, '+919844444444'))).toEqual([]);

    // The customers area alone is enough; an agent keeps its rights without any area.
    const support = await loginAs(ctx.db, 'customers-only@test.dev');
    const allowed = await postJson(ctx.app, '/public/api/auth/login-as-customer', {
      token: support.token,
      user_id: a.id,
    });
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json().data.id).toBe(a.id);
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'impersonation.admin',
      actorUserId: support.id,
      targetUserId: a.id,
    });
    const agentCall = await postJson(ctx.app, '/public/api/auth/login-as-customer', {
      token: agent.token,
      user_id: a.id,
    });
    expect(agentCall.statusCode).toBe(200);
  });

  test('staff accounts and unknown customers cannot be impersonated: 404 agents.customer_not_found', async () => {
    for (const body of [{ user_id: admin.id }, { user_id: 999_999 }, { phone: '+919899999999' }]) {
      const response = await postJson(ctx.app, '/public/callandorder/login-as-customer', {
        token: agent.token,
        ...body,
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('agents.customer_not_found');
    }
    const neither = await postJson(ctx.app, '/public/callandorder/login-as-customer', {
      token: agent.token,
    });
    expect(neither.statusCode).toBe(400);
  });

  test('[R1.14] register-guest-user creates a customer without password and answers their login; audit-logged', async () => {
    const response = await postJson(ctx.app, '/public/callandorder/register-guest-user', {
      token: agent.token,
      name: ' Walk-in Wendy ',
      phone: '+919822222222',
      email: 'Wendy@Test.dev',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      data: { name: 'Walk-in Wendy', phone: '+919822222222', email: 'wendy@test.dev' },
      addresses: [],
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, body.data.id));
    expect(row).toMatchObject({ role: 'customer', passwordHash: null });
    expect((await auditRows()).at(-1)).toMatchObject({
      action: 'agent.guest_registered',
      actorUserId: agent.id,
      targetUserId: body.data.id,
    });
  });

  test('register-guest-user refuses a known phone or email (409) and bad input (400), writing nothing', async () => {
    const count = async () => (await ctx.db.select().from(users)).length;
    const before = await count();
    const cases: [object, number, string][] = [
      [{ name: 'Dup', phone: '+919800000001' }, 409, 'agents.phone_taken'],
      [{ name: 'Dup', phone: '+919833333333', email: 'A@test.dev' }, 409, 'agents.email_taken'],
      [{ name: '', phone: '+919833333333' }, 400, 'request.invalid'],
      [{ name: 'Bad', phone: 'call me' }, 400, 'request.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const response = await postJson(ctx.app, '/public/callandorder/register-guest-user', {
        token: agent.token,
        ...body,
      });
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(code);
    }
    expect(await count()).toBe(before);
  });
});
