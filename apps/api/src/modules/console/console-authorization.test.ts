import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ADMIN_PERMISSIONS, type AdminPermission } from '@app/shared/console/admin.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { customerWithAddress, type Menu } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { deliverySeed, loadMenu, placeOrder } from '../delivery/delivery.fixture';
import { CONSOLE_PREFIX, type ConsoleAccess } from './console-access';
import { OWNER_EXAMPLES, type OwnerExampleContext } from './console-authorization.examples';

/**
 * The authorization matrix (issue 17): every console call, for every kind of caller. A route
 * declares its access (`config.access`); this test holds the server to it:
 * - anonymous: 401 (the log-in aside);
 * - customer, rider, agent: 403;
 * - store owner: through on staff calls, 403 on admin calls; on another owner's store, order or
 *   item: 403 or 404 (OWNER_EXAMPLES gives each staff call a body naming someone else's record);
 * - admin with every area but the call's (`{ admin: area }` or `{ staff: area }`): 403
 *   `console.permission_denied`; with only that area: through. "Through" means neither 401 nor
 *   403 (an empty body may still get 400 or 404). Plain `staff` (the store list) lets any admin
 *   through.
 * Nothing a refused call sends may change a table.
 */
describe('console authorization matrix', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let tokens: Record<'customer' | 'rider' | 'agent' | 'owner' | 'otherOwner' | 'admin', string>;
  const onlyArea = new Map<AdminPermission, string>();
  const allBut = new Map<AdminPermission, string>();
  let example: OwnerExampleContext;
  let routes: { url: string; access: ConsoleAccess | undefined }[];

  const call = (url: string, token: string | undefined, body: Record<string, unknown> = {}) =>
    postJson(ctx.app, url, token === undefined ? body : { ...body, token });

  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: {
        ...deliverySeed,
        users: [
          ...(deliverySeed.users ?? []),
          ...ADMIN_PERMISSIONS.flatMap((area) => [
            {
              name: `Only ${area}`,
              email: `only-${area}@test.dev`,
              role: 'admin' as const,
              adminPermissions: [area],
            },
            {
              name: `All but ${area}`,
              email: `all-but-${area}@test.dev`,
              role: 'admin' as const,
              adminPermissions: ADMIN_PERMISSIONS.filter((other) => other !== area),
            },
          ]),
        ],
      },
    });
    const menu: Menu = await loadMenu(ctx.db);
    const customer = await customerWithAddress(ctx.db, 'a@test.dev');
    const as = async (email: string) => (await loginAs(ctx.db, email)).token;
    tokens = {
      customer: customer.token,
      rider: await as('rider@test.dev'),
      agent: await as('agent@test.dev'),
      owner: await as('owner@test.dev'),
      otherOwner: await as('owner2@test.dev'),
      admin: await as('admin@test.dev'),
    };
    for (const area of ADMIN_PERMISSIONS) {
      onlyArea.set(area, await as(`only-${area}@test.dev`));
      allBut.set(area, await as(`all-but-${area}@test.dev`));
    }
    // Records of owner@test.dev's test-kitchen, which owner2 must not reach.
    const order = await placeOrder(ctx, menu, customer);
    example = {
      storeId: menu.storeId,
      itemId: menu.paneerRoll,
      uniqueOrderId: order.unique_order_id,
    };
    routes = ctx.app.consoleRoutes.filter((route) => route.method === 'POST');
  });
  afterAll(() => ctx.close());

  /** Every row of every table but the counters a refused call may bump by design. */
  async function digest() {
    const result = (await ctx.db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'
          and table_type = 'BASE TABLE' and table_name not in ('rate_limit_hits', 'auth_tokens')
          order by 1`,
    )) as unknown as { rows: { table_name: string }[] };
    const parts: string[] = [];
    for (const { table_name: table } of result.rows) {
      const rows = (await ctx.db.execute(
        sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d
                 from "${table}" t`),
      )) as unknown as { rows: { d: string }[] };
      parts.push(`${table}:${rows.rows[0]?.d}`);
    }
    return parts.join('\n');
  }

  const isThrough = (status: number) => status !== 401 && status !== 403;
  const adminArea = (access: ConsoleAccess | undefined) =>
    typeof access === 'object' && 'admin' in access ? access.admin : undefined;
  const staffArea = (access: ConsoleAccess | undefined) =>
    typeof access === 'object' && 'staff' in access ? access.staff : undefined;
  const isStaff = (access: ConsoleAccess | undefined) =>
    access === 'staff' || staffArea(access) !== undefined;

  test('every console call declares who may make it', () => {
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((route) => route.access === undefined).map((r) => r.url);
    expect(undeclared).toEqual([]);
    for (const route of routes) expect(route.url.startsWith(CONSOLE_PREFIX)).toBe(true);
    // [issue 17] Only the store list (which the log-in gives every admin) is open to any admin:
    // every other store call names the area an admin needs.
    const anyAdmin = routes.filter((route) => route.access === 'staff').map((r) => r.url);
    expect(anyAdmin).toEqual([`${CONSOLE_PREFIX}get-stores`]);
  });

  test('anonymous, customer, rider and agent callers are refused, and nothing changes', async () => {
    const before = await digest();
    const wrong: string[] = [];
    for (const route of routes) {
      if (route.access === 'public') continue;
      const anonymous = await call(route.url, undefined);
      if (anonymous.statusCode !== 401)
        wrong.push(`anonymous ${route.url}: ${anonymous.statusCode}`);
      for (const who of ['customer', 'rider', 'agent'] as const) {
        const response = await call(route.url, tokens[who], OWNER_EXAMPLES[route.url]?.(example));
        if (response.statusCode !== 403) wrong.push(`${who} ${route.url}: ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(await digest()).toBe(before);
  });

  test('admins need the call’s area: without it 403 console.permission_denied, with only it through', async () => {
    const before = await digest();
    const wrong: string[] = [];
    for (const route of routes) {
      const area = adminArea(route.access);
      if (area === undefined) continue;
      // A body with a field no call has: the refusal must still be about access.
      const denied = await call(route.url, allBut.get(area), { not_a_field: '\u0000' });
      if (denied.statusCode !== 403 || denied.json().error.code !== 'console.permission_denied') {
        wrong.push(`all but ${area} ${route.url}: ${denied.statusCode}`);
      }
      const owner = await call(route.url, tokens.owner);
      if (owner.statusCode !== 403) wrong.push(`owner ${route.url}: ${owner.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await digest()).toBe(before);
    for (const route of routes) {
      const area = adminArea(route.access);
      if (area === undefined) continue;
      // An empty body: validation may refuse it, the access check must not.
      const allowed = await call(route.url, onlyArea.get(area), {});
      expect(isThrough(allowed.statusCode), `only ${area} ${route.url}`).toBe(true);
      const full = await call(route.url, tokens.admin, {});
      expect(isThrough(full.statusCode), `admin ${route.url}`).toBe(true);
    }
  });

  test('store owners reach staff calls, but never another owner’s store, order or item', async () => {
    const staffRoutes = routes.filter((route) => isStaff(route.access));
    const missing = staffRoutes.filter((route) => !OWNER_EXAMPLES[route.url]).map((r) => r.url);
    expect(missing, 'each staff call needs an example body in OWNER_EXAMPLES').toEqual([]);
    const before = await digest();
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      const body = OWNER_EXAMPLES[route.url]!(example);
      const response = await call(route.url, tokens.otherOwner, body);
      const reachesNothing = route.url.endsWith('/get-stores')
        ? response.statusCode === 200 &&
          !JSON.stringify(response.json().data).includes(`"id":${example.storeId},`)
        : [403, 404].includes(response.statusCode);
      if (!reachesNothing) wrong.push(`${route.url}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
    expect(await digest()).toBe(before);
    // The owner of the records is let through (the body may still be refused for other reasons).
    for (const route of staffRoutes) {
      const response = await call(route.url, tokens.owner, OWNER_EXAMPLES[route.url]!(example));
      expect(isThrough(response.statusCode), `owner ${route.url}: ${response.body}`).toBe(true);
    }
  });

  test('[issue 17] admins on store calls need the call’s area: without it 403 and nothing changes, with only it through', async () => {
    const storeRoutes = routes.filter((route) => staffArea(route.access) !== undefined);
    expect(storeRoutes.length).toBeGreaterThan(20);
    const before = await digest();
    const wrong: string[] = [];
    for (const route of storeRoutes) {
      const area = staffArea(route.access)!;
      // A valid body naming real records, then one with a field no call has: both about access.
      for (const body of [OWNER_EXAMPLES[route.url]!(example), { not_a_field: '\u0000' }]) {
        const denied = await call(route.url, allBut.get(area), body);
        if (denied.statusCode !== 403 || denied.json().error.code !== 'console.permission_denied') {
          wrong.push(`all but ${area} ${route.url}: ${denied.statusCode} ${denied.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(await digest()).toBe(before);
    // With only the area, on any store (the body may still be refused for other reasons).
    for (const route of storeRoutes) {
      const area = staffArea(route.access)!;
      const allowed = await call(
        route.url,
        onlyArea.get(area),
        OWNER_EXAMPLES[route.url]!(example),
      );
      expect(isThrough(allowed.statusCode), `only ${area} ${route.url}: ${allowed.body}`).toBe(
        true,
      );
    }
    // The store list is open to any admin, whatever their areas.
    for (const route of routes.filter((candidate) => candidate.access === 'staff')) {
      for (const area of ADMIN_PERMISSIONS) {
        const response = await call(route.url, onlyArea.get(area), {});
        expect(response.statusCode, `only ${area} ${route.url}`).toBe(200);
      }
    }
  });
});
