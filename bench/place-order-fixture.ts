import { sql } from 'drizzle-orm';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/modules/accounts/accounts.table';
import { createAuthToken } from '../apps/api/src/modules/accounts/auth-tokens.repository';
import { addresses } from '../apps/api/src/modules/addresses/addresses.table';

const CUSTOMERS = 200;

/**
 * Customers with a saved address next to a demo store, and a body factory for `place-order` with
 * cash on delivery: each request a fresh idempotency key, the customers taken in turn (one
 * customer's orders queue on their row, as in real life, where one person orders at a time).
 */
export async function preparePlaceOrder(db: Database) {
  const found = await db.execute(sql`
    select s.id as store_id, s.latitude, s.longitude, i.id as item_id
    from stores s join items i on i.store_id = s.id
    where s.slug = 'napoli-woodfire-pizza' and i.is_available
      and not exists (select 1 from addon_groups g where g.item_id = i.id and g.min_choices > 0)
    order by i.id limit 1`);
  const [target] = (
    found as unknown as {
      rows: { store_id: number; latitude: number; longitude: number; item_id: number }[];
    }
  ).rows;
  if (!target) throw new Error('bench: no orderable item at napoli-woodfire-pizza');
  // Open around the clock, so the figures do not depend on when the bench runs.
  await db.execute(sql`update stores set opening_hours = null where id = ${target.store_id}`);
  const customers: { token: string; addressId: number }[] = [];
  for (let index = 0; index < CUSTOMERS; index += 1) {
    const [user] = await db
      .insert(users)
      .values({ name: `Bench ${index}`, email: `bench${index}@bench.test` })
      .returning({ id: users.id });
    if (!user) throw new Error('bench: no user');
    const [address] = await db
      .insert(addresses)
      .values({
        userId: user.id,
        latitude: target.latitude + 0.005,
        longitude: target.longitude,
        address: 'Bench street',
        isDefault: true,
      })
      .returning({ id: addresses.id });
    customers.push({
      token: await createAuthToken({ db, userId: user.id }),
      addressId: address?.id ?? 0,
    });
  }
  let counter = 0;
  return () => {
    counter += 1;
    const customer = customers[counter % CUSTOMERS] as (typeof customers)[number];
    return {
      token: customer.token,
      restaurant_id: target.store_id,
      items: [{ id: target.item_id, quantity: 1, addons: [] }],
      delivery_type: 'DELIVERY',
      address_id: customer.addressId,
      payment_method: 'COD',
      idempotency_key: `bench-${process.pid}-${counter}`,
    };
  };
}
