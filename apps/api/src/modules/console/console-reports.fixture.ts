import type { Database } from '../../db/client';
import type { SeedData } from '../../seed/seed';
import { userIdOf } from '../profile/account-data.fixture';
import { orders } from '../orders/orders.table';
import { payouts } from '../payouts/payouts.table';
import { stores } from '../catalog/catalog.table';
import { eq } from 'drizzle-orm';

/**
 * A small hand-computed fixture for the reports: two stores (15 % and 20 % commission), one
 * rider, delivered orders either side of an IST midnight, a cancelled one, one outside the range,
 * a coupon used twice and two payouts. The expected sums are in console-reports.test.ts.
 */
export const reportsSeed: SeedData = {
  users: [
    { name: 'Asha A', email: 'a@test.dev', phone: '+919800000001' },
    { name: 'Rider R', email: 'rider@test.dev', role: 'rider' },
    { name: 'Admin Ad', email: 'admin@test.dev', role: 'admin' },
  ],
  stores: [
    { slug: 'one', name: 'Store One', latitude: 12.93, longitude: 77.62, commissionBps: 1500 },
    { slug: 'two', name: 'Store Two', latitude: 12.94, longitude: 77.62, commissionBps: 2000 },
  ],
};

interface FixtureOrder {
  ref: string;
  store: 'one' | 'two';
  status: number;
  at: string;
  subtotal: number;
  storeCharge?: number;
  delivery: number;
  tax: number;
  coupon?: number;
  tip?: number;
}

export const REPORT_ORDERS: FixtureOrder[] = [
  // 2026-03-01 23:30 IST
  {
    ref: 'A',
    store: 'one',
    status: 5,
    at: '2026-03-01T18:00:00Z',
    subtotal: 10000,
    storeCharge: 500,
    delivery: 3000,
    tax: 500,
    coupon: 1000,
    tip: 200,
  },
  // 2026-03-02 00:30 IST
  {
    ref: 'B',
    store: 'one',
    status: 5,
    at: '2026-03-01T19:00:00Z',
    subtotal: 20001,
    delivery: 2000,
    tax: 1000,
  },
  {
    ref: 'C',
    store: 'two',
    status: 5,
    at: '2026-03-02T10:00:00Z',
    subtotal: 5000,
    delivery: 1000,
    tax: 250,
    coupon: 500,
  },
  {
    ref: 'D',
    store: 'two',
    status: 6,
    at: '2026-03-02T11:00:00Z',
    subtotal: 9999,
    delivery: 1000,
    tax: 0,
  },
  {
    ref: 'E',
    store: 'one',
    status: 5,
    at: '2026-03-05T10:00:00Z',
    subtotal: 4000,
    delivery: 1000,
    tax: 0,
  },
];

export async function insertReportOrders(db: Database) {
  const userId = await userIdOf(db, 'a@test.dev');
  const riderId = await userIdOf(db, 'rider@test.dev');
  const storeIds: Record<string, number> = {};
  for (const slug of ['one', 'two']) {
    const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.slug, slug));
    storeIds[slug] = row!.id;
  }
  for (const order of REPORT_ORDERS) {
    const coupon = order.coupon ?? 0;
    const total =
      order.subtotal -
      coupon +
      (order.storeCharge ?? 0) +
      order.delivery +
      order.tax +
      (order.tip ?? 0);
    await db.insert(orders).values({
      uniqueOrderId: `OD-REPORT-${order.ref}`,
      kind: 'food',
      userId,
      storeId: storeIds[order.store]!,
      status: order.status,
      deliveryType: 'DELIVERY',
      subtotalMinor: order.subtotal,
      addonsMinor: 0,
      storeChargeMinor: order.storeCharge ?? 0,
      deliveryFeeMinor: order.delivery,
      taxMinor: order.tax,
      couponDiscountMinor: coupon,
      couponId: coupon ? 77 : null,
      couponCode: coupon ? 'SAVE10' : null,
      tipMinor: order.tip ?? 0,
      totalMinor: total,
      walletUsedMinor: 0,
      payableMinor: total,
      paymentMethod: 'COD',
      paymentStatus: 'paid',
      riderId,
      createdAt: new Date(order.at),
      updatedAt: new Date(order.at),
    });
  }
  await db.insert(payouts).values([
    {
      kind: 'rider_payout',
      riderId,
      amountMinor: 2500,
      createdAt: new Date('2026-03-02T05:00:00Z'),
    },
    {
      kind: 'rider_payout',
      riderId,
      amountMinor: 1000,
      createdAt: new Date('2026-02-01T05:00:00Z'),
    },
    // Not a payout of earnings: left out.
    {
      kind: 'rider_cash_deposit',
      riderId,
      amountMinor: 9000,
      createdAt: new Date('2026-03-02T05:00:00Z'),
    },
  ]);
  return { storeIds, riderId };
}
