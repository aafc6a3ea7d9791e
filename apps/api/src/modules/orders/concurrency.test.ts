import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { users } from '../accounts/accounts.table';
import { coupons } from '../coupons/coupons.table';
import { walletTransactions } from '../wallet/wallet.table';
import { customerWithAddress, loadMenu, ordersSeed, type Menu } from './orders.fixture';
import { orders } from './orders.table';

/**
 * Races on the money paths. They matter on PostgreSQL, where transactions really run at once (the
 * api-postgres project runs this file against a real server); PGlite runs them one at a time.
 */
describe('concurrent orders', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let menu: Menu;
  let crowd: Awaited<ReturnType<typeof customerWithAddress>>[];

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: ordersSeed });
    menu = await loadMenu(ctx.db);
    crowd = [];
    for (let index = 0; index < 20; index += 1) {
      crowd.push(await customerWithAddress(ctx.db, `crowd${index}@test.dev`));
    }
  });
  afterAll(() => ctx.close());

  const order = (who: { token: string; addressId: number }, extra: Record<string, unknown>) =>
    postJson(ctx.app, '/public/api/place-order', {
      token: who.token,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: who.addressId,
      payment_method: 'COD',
      ...extra,
    });

  test('200 concurrent orders on a coupon with 100 uses give exactly 100 discounted orders', async () => {
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        order(crowd[index % 20] as (typeof crowd)[number], {
          coupon: 'LIMIT100',
          idempotency_key: `limit-key-${index}`,
        }),
      ),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    const refused = responses.filter((response) => response.statusCode !== 200);
    expect(ok).toHaveLength(100);
    expect(new Set(refused.map((response) => response.json().error.code))).toEqual(
      new Set(['coupons.exhausted']),
    );
    expect(ok.every((response) => response.json().data.bill.coupon_discount === 1000)).toBe(true);
    const [coupon] = await ctx.db.select().from(coupons).where(eq(coupons.code, 'LIMIT100'));
    expect(coupon?.usedCount).toBe(100);
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.couponCode, 'LIMIT100'));
    expect(count?.n).toBe(100);
  });

  test('100 concurrent wallet spends never take the balance below zero nor create money', async () => {
    const spender = await customerWithAddress(ctx.db, 'a@test.dev', { walletMinor: 100_000 });
    // Each order costs the same; the wallet covers only some of them.
    const quote = await postJson(ctx.app, '/public/api/get-checkout-quote', {
      token: spender.token,
      restaurant_id: menu.storeId,
      items: [{ id: menu.paneerRoll, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: spender.addressId,
    });
    const total = quote.json().data.bill.total as number;
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        order(spender, { payment_method: 'WALLET', idempotency_key: `wallet-${index}` }),
      ),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(Math.floor(100_000 / total));
    expect(
      responses
        .filter((response) => response.statusCode !== 200)
        .every((response) => response.json().error.code === 'wallet.insufficient'),
    ).toBe(true);
    const [user] = await ctx.db.select().from(users).where(eq(users.id, spender.id));
    expect(user?.walletBalanceMinor).toBe(100_000 - ok.length * total);
    expect(user?.walletBalanceMinor).toBeGreaterThanOrEqual(0);
    const [ledger] = await ctx.db
      .select({
        credits: sql<number>`coalesce(sum(case when kind = 'credit' then amount_minor end), 0)::int`,
        debits: sql<number>`coalesce(sum(case when kind = 'debit' then amount_minor end), 0)::int`,
      })
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, spender.id));
    expect((ledger?.credits ?? 0) - (ledger?.debits ?? 0)).toBe(user?.walletBalanceMinor);
  });

  test('50 concurrent place-order calls with one key give one order and 50 identical responses', async () => {
    const who = crowd[0] as (typeof crowd)[number];
    const before = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, who.id));
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => order(who, { idempotency_key: 'one-key-for-fifty' })),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    const after = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, who.id));
    expect((after[0]?.n ?? 0) - (before[0]?.n ?? 0)).toBe(1);
    const different = await order(who, {
      idempotency_key: 'one-key-for-fifty',
      comment: 'changed',
    });
    expect(different.statusCode).toBe(422);
    expect(different.json().error.code).toBe('orders.idempotency_key_reused');
  });
});
