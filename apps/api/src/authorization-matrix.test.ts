import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from './test/build-test-app';
import type { SeedData } from './seed/seed';
import { authTokens, users } from './modules/accounts/accounts.table';
import { addresses } from './modules/addresses/addresses.table';
import { auditLog } from './modules/audit/audit.table';
import { favorites } from './modules/favorites/favorites.table';
import { notifications, pushSubscriptions } from './modules/notifications/notifications.table';
import { accountDataSeed, loginAs } from './modules/profile/account-data.fixture';
import { walletTransactions } from './modules/wallet/wallet.table';
import { orders } from './modules/orders/orders.table';
import { payments } from './modules/payments/payments.table';
import { items, stores } from './modules/catalog/catalog.table';
import { riderLocations, riderProfiles } from './modules/delivery/delivery.table';
import { settings } from './modules/settings/settings.table';
import { startFakeUpiGateway } from './modules/payments/upi-gateway.fixture';
import { matrix } from './authorization-matrix.entries';
import { POINT, type Ids } from './authorization-matrix.kinds';

const seed: SeedData = {
  ...accountDataSeed,
  stores: [
    {
      slug: 'owned-kitchen',
      name: 'Owned Kitchen',
      ...POINT,
      ownerEmail: 'owner@test.dev',
    },
    {
      slug: 'rival-kitchen',
      name: 'Rival Kitchen',
      ...POINT,
      menu: [{ name: 'Mains', items: [{ name: 'Rival Roll', priceMinor: 10000 }] }],
    },
  ],
  // The rider delivers for the owner's store, not the rival's.
  riderStores: [{ riderEmail: 'rider@test.dev', storeSlug: 'owned-kitchen' }],
  favorites: [{ userEmail: 'a@test.dev', storeSlug: 'owned-kitchen' }],
};

/** Every POST route under /public/, read from Fastify's own route table. */
function publicPostRoutes(tree: string): string[] {
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)(?:├── |└── )(\S+) \(([^)]*)\)/.exec(line.replace(/\u00a0/g, ' '));
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    const path = (stack[depth - 1] ?? '') + (match[2] ?? '');
    stack[depth] = path;
    stack.length = depth + 1;
    if (path.startsWith('/public/') && (match[3] ?? '').split(', ').includes('POST')) {
      routes.push(path);
    }
  }
  return routes;
}

/** A's UPIGateway attempt, which UPIGateway's (fake) status API reports as not paid. */
const UPI_TXN = 'SB01012026abcdefabcdef';

describe('authorization matrix', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let ids: Ids;
  let routes: string[];
  let upiGateway: Awaited<ReturnType<typeof startFakeUpiGateway>>;

  beforeAll(async () => {
    upiGateway = await startFakeUpiGateway({ key: 'matrix-upi-key' });
    ctx = await buildTestApp({
      seed: {
        ...seed,
        settings: [
          { key: 'upiGatewayKey', value: 'matrix-upi-key', isPublic: false },
          { key: 'upiGatewayApiBaseUrl', value: upiGateway.url, isPublic: false },
        ],
      },
      config: { DATA_DIR: 'memory://' },
    });
    const a = await loginAs(ctx.db, 'a@test.dev');
    const [address] = await ctx.db
      .insert(addresses)
      .values({
        userId: a.id,
        latitude: 12.93,
        longitude: 77.62,
        address: 'A home',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    const [notification] = await ctx.db
      .insert(notifications)
      .values({ userId: a.id, title: 'For A' })
      .returning({ id: notifications.id });
    const endpoint = 'https://push.example.test/a';
    await ctx.db
      .insert(pushSubscriptions)
      .values({ userId: a.id, endpoint, p256dh: 'a', auth: 'a' });
    await ctx.db.insert(walletTransactions).values({
      userId: a.id,
      kind: 'credit',
      amountMinor: 1000,
      balanceAfterMinor: 1000,
    });
    await ctx.db.update(users).set({ walletBalanceMinor: 1000 }).where(eq(users.id, a.id));
    const [store] = (
      (await ctx.db.execute(
        sql`select id from stores where slug = 'owned-kitchen'`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const [order] = await ctx.db
      .insert(orders)
      .values({
        uniqueOrderId: 'OD-MATRIX-A',
        userId: a.id,
        storeId: store?.id ?? 0,
        status: 8,
        deliveryType: 'DELIVERY',
        subtotalMinor: 10000,
        addonsMinor: 0,
        storeChargeMinor: 0,
        deliveryFeeMinor: 0,
        taxMinor: 0,
        couponDiscountMinor: 0,
        tipMinor: 0,
        totalMinor: 10000,
        walletUsedMinor: 0,
        payableMinor: 10000,
        paymentMethod: 'PAYU',
        paymentStatus: 'pending',
      })
      .returning({ id: orders.id, uniqueOrderId: orders.uniqueOrderId });
    await ctx.db.insert(payments).values({
      orderId: order?.id ?? 0,
      provider: 'PAYU',
      providerRef: 'SBMATRIXTXN',
      amountMinor: 10000,
      currency: 'INR',
    });
    await ctx.db.insert(payments).values({
      orderId: order?.id ?? 0,
      provider: 'UPIGATEWAY',
      providerRef: UPI_TXN,
      amountMinor: 10000,
      currency: 'INR',
    });
    upiGateway.orders.set(UPI_TXN, {
      id: 51_000_000,
      client_txn_id: UPI_TXN,
      amount: 100,
      status: 'created',
      upi_txn_id: '',
      customer_vpa: '',
      p_info: 'Order OD-MATRIX-A',
      udf1: 'OD-MATRIX-A',
      redirect_url: 'http://localhost/public/api/upi-gateway/return',
      txnDate: '01-01-2026',
    });
    const [rivalStore] = await ctx.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.slug, 'rival-kitchen'));
    const [rivalItem] = await ctx.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.storeId, rivalStore?.id ?? 0));
    const [rivalOrder] = await ctx.db
      .insert(orders)
      .values({
        uniqueOrderId: 'OD-MATRIX-RIVAL',
        userId: a.id,
        storeId: rivalStore?.id ?? 0,
        status: 2,
        deliveryType: 'DELIVERY',
        subtotalMinor: 10000,
        addonsMinor: 0,
        storeChargeMinor: 0,
        deliveryFeeMinor: 0,
        taxMinor: 0,
        couponDiscountMinor: 0,
        tipMinor: 0,
        totalMinor: 10000,
        walletUsedMinor: 0,
        payableMinor: 10000,
        paymentMethod: 'COD',
        paymentStatus: 'unpaid',
      })
      .returning({ uniqueOrderId: orders.uniqueOrderId });
    // An online rider: only the store link keeps the rival's order from them.
    await ctx.db
      .insert(riderProfiles)
      .values({ userId: (await loginAs(ctx.db, 'rider@test.dev')).id, isOnline: true });
    ids = {
      a: a.id,
      addressId: address?.id ?? 0,
      notificationId: notification?.id ?? 0,
      storeId: store?.id ?? 0,
      endpoint,
      orderUniqueId: order?.uniqueOrderId ?? '',
      payuTxnId: 'SBMATRIXTXN',
      rivalStoreId: rivalStore?.id ?? 0,
      rivalOrderUniqueId: rivalOrder?.uniqueOrderId ?? '',
      rivalItemId: rivalItem?.id ?? 0,
    };
    routes = publicPostRoutes(ctx.app.printRoutes({ commonPrefix: false }));
  });
  afterAll(async () => {
    await ctx.close();
    await upiGateway.close();
  });

  /** Everything of A's that a call could change, plus who exists and what was audit-logged. */
  const snapshotOfA = async () => ({
    user: await ctx.db.select().from(users).where(eq(users.id, ids.a)),
    tokens: await ctx.db
      .select({ id: authTokens.id, revokedAt: authTokens.revokedAt })
      .from(authTokens)
      .where(eq(authTokens.userId, ids.a))
      .orderBy(authTokens.id),
    addresses: await ctx.db.select().from(addresses).where(eq(addresses.userId, ids.a)),
    notifications: await ctx.db.select().from(notifications).where(eq(notifications.userId, ids.a)),
    push: await ctx.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, ids.a)),
    wallet: await ctx.db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.userId, ids.a)),
    favorites: await ctx.db.select().from(favorites).where(eq(favorites.userId, ids.a)),
    orders: await ctx.db.select().from(orders).where(eq(orders.userId, ids.a)),
    payments: await ctx.db.select().from(payments).orderBy(payments.id),
    audit: await ctx.db.select().from(auditLog),
    rivalStore: await ctx.db.select().from(stores).where(eq(stores.id, ids.rivalStoreId)),
    rivalItems: await ctx.db.select().from(items).where(eq(items.storeId, ids.rivalStoreId)),
    riderLocations: await ctx.db.select().from(riderLocations),
    pickupDropSettings: await ctx.db
      .select({ key: settings.key, value: settings.value })
      .from(settings)
      .where(like(settings.key, 'pickupDrop%'))
      .orderBy(settings.key),
    userCount: (await ctx.db.select({ id: users.id }).from(users)).length,
  });

  /** A fresh token per call, so a call that logs its caller out does not blind the next one. */
  const callers = async () => [
    { who: 'customer B', token: (await loginAs(ctx.db, 'b@test.dev')).token },
    { who: 'rider', token: (await loginAs(ctx.db, 'rider@test.dev')).token },
    { who: 'store owner', token: (await loginAs(ctx.db, 'owner@test.dev')).token },
    { who: 'guest', token: undefined },
  ];

  test('[R6.03] every POST route under /public/ has an entry in the matrix', () => {
    expect(routes.length).toBeGreaterThan(40);
    // Console calls declare their access (admin area or staff) and are held to it for every role,
    // permission and rival owner by modules/console/console-authorization.test.ts (decision 014);
    // the older console entries above stay as a second check.
    const unclassified = routes.filter(
      (route) => !(route in matrix) && !route.startsWith('/public/api/console/'),
    );
    expect(unclassified, 'classify these routes in authorization-matrix.test.ts').toEqual([]);
  });

  test('every matrix entry names a registered route (no stale entries)', () => {
    expect(Object.keys(matrix).filter((route) => !routes.includes(route))).toEqual([]);
  });

  test('[R6.03] customer B, a rider, a store owner and a guest get 401/403/404 on A’s things and change nothing', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const route of routes) {
      const entry = matrix[route];
      if (entry?.kind !== 'owned') continue;
      for (const body of entry.bodies(ids)) {
        for (const caller of await callers()) {
          const before = await snapshotOfA();
          const response = await postJson(ctx.app, route, { ...body, token: caller.token });
          calls += 1;
          if (![401, 403, 404].includes(response.statusCode)) {
            failures.push(
              `${route} as ${caller.who} ${JSON.stringify(body)}: ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
          if (JSON.stringify(await snapshotOfA()) !== JSON.stringify(before)) {
            failures.push(`${route} as ${caller.who} changed A's data`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(80);
    // Over 250 calls, each between two snapshots: longer than the default 20 s on a busy machine.
  }, 120_000);

  test('[R6.03] token-scoped calls refuse guests with 401 and never touch A’s data, even naming A', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const entry = matrix[route];
      if (entry?.kind !== 'self') continue;
      for (const caller of await callers()) {
        const before = await snapshotOfA();
        const response = await postJson(ctx.app, route, {
          ...entry.body(ids),
          user_id: ids.a,
          token: caller.token,
        });
        const allowed = caller.token ? [200, 401, 403, 404] : [401];
        if (!allowed.includes(response.statusCode)) {
          failures.push(
            `${route} as ${caller.who}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
        if (JSON.stringify(await snapshotOfA()) !== JSON.stringify(before)) {
          failures.push(`${route} as ${caller.who} changed A's data`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('signature-checked provider calls refuse an unsigned body with 400 and change nothing', async () => {
    const failures: string[] = [];
    const signedRoutes = routes.filter((route) => matrix[route]?.kind === 'signed');
    expect(signedRoutes.length).toBe(8);
    const paid = {
      id: 'evt_forged',
      type: 'payment_intent.succeeded',
      event: 'payment.captured',
      txnid: ids.payuTxnId,
      status: 'success',
      hash: 'f'.repeat(128),
    };
    for (const route of signedRoutes) {
      const before = await snapshotOfA();
      const response = await postJson(ctx.app, route, paid);
      if (
        response.statusCode !== 400 ||
        response.json().error?.code !== 'payments.invalid_signature'
      ) {
        failures.push(`${route}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      }
      if (JSON.stringify(await snapshotOfA()) !== JSON.stringify(before)) {
        failures.push(`${route} changed A's data`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('unsigned provider calls act on the provider’s status API only: a forged success for A’s real attempt is refused (400), one for no attempt of ours 404, and nothing changes', async () => {
    const failures: string[] = [];
    const confirmedRoutes = routes.filter((route) => matrix[route]?.kind === 'confirmed');
    expect(confirmedRoutes).toEqual(['/public/api/upi-gateway/webhook']);
    const claim = { status: 'success', amount: '100.00', upi_txn_id: '412345678901' };
    for (const route of confirmedRoutes) {
      for (const [clientTxnId, status, code] of [
        [UPI_TXN, 400, 'payments.invalid_signature'],
        ['SB01012026ffffffffffff', 404, 'orders.not_found'],
      ] as const) {
        const before = await snapshotOfA();
        const asked = upiGateway.requests.length;
        const response = await postJson(ctx.app, route, { ...claim, client_txn_id: clientTxnId });
        if (response.statusCode !== status || response.json().error?.code !== code) {
          failures.push(`${route} ${clientTxnId}: ${response.statusCode} ${response.body}`);
        }
        // The refusal of A's attempt is the status API's answer, not a missing setting.
        if (status === 400 && upiGateway.requests.length === asked) {
          failures.push(`${route}: UPIGateway's status API was not asked`);
        }
        if (JSON.stringify(await snapshotOfA()) !== JSON.stringify(before)) {
          failures.push(`${route} ${clientTxnId} changed A's data`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  test('the matrix is not vacuous: A’s own token does reach A’s things', async () => {
    const a = await loginAs(ctx.db, 'a@test.dev');
    for (const route of ['/public/api/get-addresses', '/public/api/get-user-notifications']) {
      const response = await postJson(ctx.app, route, { token: a.token, user_id: ids.a });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain(route.includes('addresses') ? 'A home' : 'For A');
    }
  });
});
