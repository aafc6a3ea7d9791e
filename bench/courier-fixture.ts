import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../apps/api/src/db/client';
import { users } from '../apps/api/src/modules/accounts/accounts.table';
import { createAuthToken } from '../apps/api/src/modules/accounts/auth-tokens.repository';

export const COURIER_STOPS = {
  pickup: { latitude: 12.9352, longitude: 77.6245 },
  drop: { latitude: 12.9719, longitude: 77.6412 },
};

/**
 * Pickup and drop for the bench: the demo tariff opened around the clock (the figures must not
 * depend on when the bench runs), and one task placed through the API, whose recipient's link
 * the bench polls as a recipient's page does every 4 s.
 */
export async function prepareCourier(db: Database, app: FastifyInstance): Promise<string> {
  await db.execute(sql`
    update settings
    set value = jsonb_set(value::jsonb, '{serviceHours}', 'null'::jsonb)::text
    where key = 'pickupDropTariff'`);
  const [user] = await db
    .insert(users)
    .values({ name: 'Bench sender', email: 'bench-sender@bench.test' })
    .returning({ id: users.id });
  if (!user) throw new Error('bench: no sender');
  const stop = (point: { latitude: number; longitude: number }, name: string) => ({
    ...point,
    address: `${name} road`,
    contact_name: name,
    contact_phone: '+919800000001',
  });
  const placed = await app.inject({
    method: 'POST',
    url: '/public/api/pickup-and-drop-place-order',
    payload: {
      token: await createAuthToken({ db, userId: user.id }),
      task: {
        pickup: stop(COURIER_STOPS.pickup, 'Asha'),
        drop: stop(COURIER_STOPS.drop, 'Ravi'),
        task_type: 'documents',
        description: 'Bench papers',
        weight_kg: 1,
      },
      payment_method: 'COD',
      idempotency_key: 'bench-courier-1',
    },
  });
  if (placed.statusCode !== 200) throw new Error(`bench: courier task refused: ${placed.body}`);
  const token = (placed.json() as { data: { courier: { track_token: string } } }).data.courier
    .track_token;
  return token;
}

/** A token of a seeded user (the console's admin calls take it in the body). */
export async function adminTokenFor(db: Database, email: string): Promise<string> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!row) throw new Error(`bench: no user ${email}`);
  return createAuthToken({ db, userId: row.id });
}
