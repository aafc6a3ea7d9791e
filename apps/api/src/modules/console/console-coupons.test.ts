import { count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { platformDate } from '@app/shared/coupons/coupons.models';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { coupons } from '../coupons/coupons.table';
import { customerWithAddress, loadMenu, ordersSeed, type Menu } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';

const inDays = (days: number) => platformDate(new Date(Date.now() + days * 86_400_000));

describe('console coupons (issue 17)', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let admin: { id: number; token: string };
  let customer: Awaited<ReturnType<typeof customerWithAddress>>;

  const call = (path: string, body: Record<string, unknown>, token = admin.token) =>
    postJson(ctx.app, `/public/api/console/admin/coupons/${path}`, { ...body, token });
  const couponCount = async () => (await ctx.db.select({ n: count() }).from(coupons))[0]?.n;
  const lastAudit = async () =>
    (await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];
  const valid = (extra: Record<string, unknown> = {}) => ({
    code: 'welcome20',
    name: 'Welcome',
    discount_type: 'PERCENTAGE',
    discount: 20,
    max_discount: 5000,
    min_subtotal: 0,
    expiry_date: inDays(30),
    max_count: 100,
    max_count_per_user: 1,
    store_id: null,
    first_order_only: false,
    ...extra,
  });
  const apply = (code: string) =>
    postJson(ctx.app, '/public/api/apply-coupon', {
      token: customer.token,
      coupon: code,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 2, addons: [] }],
    });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
    menu = await loadMenu(ctx.db);
    admin = await loginAs(ctx.db, 'admin@test.dev');
    customer = await customerWithAddress(ctx.db, 'a@test.dev');
  });
  afterAll(() => ctx.close());

  test('a created coupon is stored upper-case, audited (before null, after the coupon) and works at checkout', async () => {
    const created = await call('create', { coupon: valid() });
    expect(created.statusCode, created.body).toBe(200);
    const coupon = created.json().data;
    expect(coupon).toMatchObject({ code: 'WELCOME20', used_count: 0, is_active: true });
    const audit = await lastAudit();
    expect(audit).toMatchObject({ actorUserId: admin.id, action: 'console.coupons.create' });
    expect(audit?.details).toMatchObject({ before: null, after: { id: coupon.id, discount: 20 } });

    const applied = await apply('welcome20');
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.discount).toBeGreaterThan(0);
  });

  test.each([
    ['percent over 100', { discount: 101 }, 400, 'coupons.percent_over_100'],
    [
      'a cap on a fixed amount',
      { discount_type: 'AMOUNT', discount: 500 },
      400,
      'coupons.cap_only_for_percent',
    ],
    [
      'per-user over total',
      { max_count: 2, max_count_per_user: 3 },
      400,
      'coupons.per_user_over_total',
    ],
    ['an expiry already past', { expiry_date: inDays(-2) }, 400, 'coupons.expiry_in_past'],
    ['an unknown store', { store_id: 999_999 }, 404, 'coupons.store_not_found'],
    ['a taken code in another case', { code: 'Welcome20' }, 409, 'coupons.code_taken'],
    ['a code with spaces', { code: 'two words' }, 400, undefined],
    ['an unknown nested field', { extra: 1 }, 400, undefined],
  ])('refuses %s and writes nothing', async (_name, extra, status, code) => {
    const before = await couponCount();
    const auditBefore = await lastAudit();
    const response = await call('create', { coupon: valid(extra) });
    expect(response.statusCode, response.body).toBe(status);
    if (code) expect(response.json().error.code).toBe(code);
    expect(await couponCount()).toBe(before);
    expect((await lastAudit())?.id).toBe(auditBefore?.id);
  });

  test('editing keeps the redemptions floor and records before and after; deactivation stops checkout', async () => {
    const [row] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'WELCOME20'));
    if (!row) throw new Error('no coupon');
    await ctx.db.update(coupons).set({ usedCount: 3 }).where(eq(coupons.id, row.id));
    const tooLow = await call('update', {
      coupon_id: row.id,
      coupon: valid({ max_count: 2, max_count_per_user: null }),
    });
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().error.code).toBe('coupons.total_below_used');

    const edited = await call('update', { coupon_id: row.id, coupon: valid({ discount: 15 }) });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ discount: 15, used_count: 3 });
    expect((await lastAudit())?.details).toMatchObject({
      before: { discount: 20 },
      after: { discount: 15 },
    });

    const off = await call('set-active', { coupon_id: row.id, is_active: false });
    expect(off.statusCode).toBe(200);
    expect((await lastAudit())?.action).toBe('console.coupons.deactivate');
    const refused = await apply('WELCOME20');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('coupons.inactive');

    const missing = await call('set-active', { coupon_id: 2_000_000, is_active: true });
    expect(missing.statusCode).toBe(404);
  });

  test('the list pages, filters and sorts on the server and refuses an unknown sort', async () => {
    const page = await call('list', { per_page: 2, page: 1, sort: 'code', dir: 'asc' });
    expect(page.statusCode, page.body).toBe(200);
    const data = page.json().data;
    expect(data.rows).toHaveLength(2);
    expect(data.total).toBe(await couponCount());
    const codes = data.rows.map((c: { code: string }) => c.code);
    expect(codes).toEqual([...codes].sort());

    const found = await call('list', { q: 'welc' });
    expect(found.json().data.rows.map((c: { code: string }) => c.code)).toEqual(['WELCOME20']);
    expect(found.json().data.rows[0].used_count).toBe(3);
    const expired = await call('list', { status: 'expired' });
    expect(expired.json().data.rows.map((c: { code: string }) => c.code)).toContain('OLD');

    const bad = await call('list', { sort: 'password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('console.bad_sort');
  });

  test('customers and owners are refused', async () => {
    const refused = await call('list', {}, customer.token);
    expect(refused.statusCode).toBe(403);
  });
});
