import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { itemCategories, items, storeOwners, stores } from '../catalog/catalog.table';
import { riderStores } from '../delivery/delivery.table';
import { loginAs } from '../profile/account-data.fixture';
import { settings } from '../settings/settings.table';
import { KITCHEN, ordersSeed } from './orders.fixture';

/**
 * A grocer with an owner, a shelf and a 5-minute substitution window, for the picking and
 * substitution tests: milk (counted), a cheaper milk to substitute, butter (uncounted), cheese.
 */
export async function buildGrocerApp() {
  const ctx = await buildTestApp({
    seed: {
      ...ordersSeed,
      users: [
        ...(ordersSeed.users ?? []),
        { name: 'Grocer', email: 'grocer@test.dev', password: 'grocer-pass', role: 'store_owner' },
        { name: 'Rival', email: 'rival@test.dev', password: 'rival-pass', role: 'store_owner' },
      ],
    },
  });
  const [store] = await ctx.db
    .insert(stores)
    .values({
      module: 'grocery',
      slug: 'pick-grocer',
      name: 'Pick Grocer',
      ...KITCHEN,
      deliveryRadiusKm: 5,
      deliveryType: 3,
      deliveryChargeType: 'FIXED',
      deliveryChargeMinor: 2000,
      taxBps: 500,
    })
    .returning({ id: stores.id });
  const storeId = store?.id ?? -1;
  const owner = await loginAs(ctx.db, 'grocer@test.dev');
  const rival = await loginAs(ctx.db, 'rival@test.dev');
  await ctx.db.insert(storeOwners).values({ userId: owner.id, storeId });
  // One rider pool: the food test rider delivers for the grocer too.
  const rider = await loginAs(ctx.db, 'rider@test.dev');
  await ctx.db.insert(riderStores).values({ riderId: rider.id, storeId });
  const [section] = await ctx.db
    .insert(itemCategories)
    .values({ storeId, name: 'Dairy' })
    .returning({ id: itemCategories.id });
  const rows = await ctx.db
    .insert(items)
    .values(
      [
        { name: 'Farm Milk 1 L', priceMinor: 3000, stockCount: 40 },
        { name: 'Valley Milk 1 L', priceMinor: 2800, stockCount: 20 },
        { name: 'Butter 100 g', priceMinor: 5000, stockCount: null },
        { name: 'Gold Cheese', priceMinor: 9000, stockCount: 30 },
      ].map((item) => ({ ...item, storeId, categoryId: section?.id ?? -1 })),
    )
    .returning({ id: items.id, name: items.name });
  const idOf = (prefix: string) => rows.find((row) => row.name.startsWith(prefix))?.id ?? -1;
  await ctx.db
    .insert(settings)
    .values({ key: 'grocerySubstitutionMinutes', value: '5', isPublic: true });
  const shelf = {
    storeId,
    milk: idOf('Farm Milk'),
    valley: idOf('Valley Milk'),
    butter: idOf('Butter'),
    cheese: idOf('Gold Cheese'),
  };
  return { ctx, owner, rival, rider, shelf };
}

export async function stockOf(db: Database, itemId: number) {
  const [row] = await db
    .select({ stock: items.stockCount })
    .from(items)
    .where(eq(items.id, itemId));
  return row?.stock;
}

export type GrocerApp = Awaited<ReturnType<typeof buildGrocerApp>>;

/** Places a grocery order and has the owner accept it (status 2, picking); answers the order. */
export async function placeAccepted(
  { ctx, owner, shelf }: GrocerApp,
  who: { token: string; addressId: number },
  lines: Record<string, unknown>[],
  extra: Record<string, unknown> = {},
) {
  const placed = await postJson(ctx.app, '/public/api/place-order', {
    token: who.token,
    kind: 'grocery',
    restaurant_id: shelf.storeId,
    items: lines,
    delivery_type: 'DELIVERY',
    address_id: who.addressId,
    payment_method: 'COD',
    idempotency_key: `pick-${Math.random().toString(36).slice(2)}`,
    ...extra,
  });
  if (placed.statusCode !== 200) throw new Error(`place-order: ${placed.body}`);
  const uniqueOrderId: string = placed.json().data.unique_order_id;
  const accepted = await postJson(ctx.app, '/public/api/console/accept-order', {
    token: owner.token,
    unique_order_id: uniqueOrderId,
  });
  if (accepted.statusCode !== 200) throw new Error(`accept-order: ${accepted.body}`);
  return accepted.json().data as {
    id: number;
    unique_order_id: string;
    items: { id: number; item_id: number; line_total: number }[];
    bill: { total: number; payable: number; wallet_used: number; subtotal: number; tax: number };
  };
}
