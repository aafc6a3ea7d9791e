import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { addresses } from './addresses.table';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressFields = Pick<
  typeof addresses.$inferInsert,
  'latitude' | 'longitude' | 'address' | 'house' | 'landmark' | 'tag' | 'city' | 'state'
>;

/** The default first, then the newest. */
export async function listAddressesOf({ db, userId }: { db: Database; userId: number }) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

/** The default first, then the newest by creation time (as login and register answer them). */
export async function listAddressesByCreation({ db, userId }: { db: Database; userId: number }) {
  return db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
}

/** A new address of the user; pass the caller's `tx` inside a transaction (registration). */
export async function insertAddress({
  db,
  userId,
  fields,
  isDefault,
}: {
  db: Database;
  userId: number;
  fields: AddressFields;
  isDefault: boolean;
}) {
  await db.insert(addresses).values({ ...fields, userId, isDefault });
}

/** Deletes every address of the user (account deletion); pass the caller's `tx`. */
export async function deleteAddressesOf({ db, userId }: { db: Database; userId: number }) {
  await db.delete(addresses).where(eq(addresses.userId, userId));
}

/**
 * Adds an address, or changes one the user owns (`id`), and settles the default, all in one
 * transaction under a lock on the user's row: `makeDefault` moves the default here; otherwise the
 * user's newest address becomes the default when they have none. Null when `id` is not theirs.
 */
export async function saveOwnAddress({
  db,
  userId,
  id,
  fields,
  makeDefault,
}: {
  db: Database;
  userId: number;
  id?: number;
  fields: AddressFields;
  makeDefault: boolean;
}): Promise<AddressRow | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [row] =
      id === undefined
        ? await tx
            .insert(addresses)
            .values({ ...fields, userId })
            .returning()
        : await tx
            .update(addresses)
            .set(fields)
            .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
            .returning();
    if (!row) return null;
    if (makeDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
      await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, row.id));
    } else {
      await promoteNewestIfNoDefault(tx, userId);
    }
    return row;
  });
}

/** Deletes an address the user owns; when it was the default, the newest left takes over. */
export async function deleteOwnAddress({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: number;
  id: number;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const removed = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (removed.length === 0) return false;
    await promoteNewestIfNoDefault(tx, userId);
    return true;
  });
}

/**
 * Makes one of the user's addresses the default, in one transaction. The user's row is locked
 * first so concurrent calls run one after the other (the partial unique index would otherwise
 * fail the loser); the result is always exactly one default.
 */
export async function setDefaultAddress({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: number;
  id: number;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${userId} for update`);
    const [target] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!target) return false;
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
    await tx
      .update(addresses)
      .set({ isDefault: true })
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    return true;
  });
}

type Executor = Pick<Database, 'execute'>;

async function promoteNewestIfNoDefault(tx: Executor, userId: number) {
  await tx.execute(sql`
    update addresses set is_default = true
    where id = (select id from addresses where user_id = ${userId} order by id desc limit 1)
      and not exists (select 1 from addresses where user_id = ${userId} and is_default)`);
}
