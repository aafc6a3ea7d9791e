import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { findSetting, writeSetting } from '../settings/settings.repository';
import { notifications, pushSubscriptions } from './notifications.table';

export async function listNotificationsOf({
  db,
  userId,
  limit,
}: {
  db: Database;
  userId: number;
  limit: number;
}) {
  return db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnreadOf({ db, userId }: { db: Database; userId: number }) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, 0)));
  return row?.count ?? 0;
}

export async function markAllReadOf({ db, userId }: { db: Database; userId: number }) {
  await db
    .update(notifications)
    .set({ isRead: 1 })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, 0)));
}

/** False when the user has no notification with that id (someone else's included). */
export async function markOneReadOf({
  db,
  userId,
  id,
}: {
  db: Database;
  userId: number;
  id: number;
}) {
  const rows = await db
    .update(notifications)
    .set({ isRead: 1 })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function insertNotification({
  db,
  userId,
  title,
  message,
  image,
  clickAction,
}: {
  db: Database;
  userId: number;
  title: string;
  message: string;
  image?: string | null;
  clickAction?: string | null;
}) {
  const [row] = await db
    .insert(notifications)
    .values({ userId, title, message, image: image ?? null, clickAction: clickAction ?? null })
    .returning();
  return row ?? null;
}

/** Forgets every browser of the user (account deletion); pass the caller's `tx`. */
export async function deletePushSubscriptionsOf({ db, userId }: { db: Database; userId: number }) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** One row per browser endpoint: a browser that changes hands moves to its new owner. */
export async function upsertPushSubscription({
  db,
  userId,
  endpoint,
  p256dh,
  auth,
}: {
  db: Database;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}) {
  await db.insert(pushSubscriptions).values({ userId, endpoint, p256dh, auth }).onConflictDoUpdate({
    target: pushSubscriptions.endpoint,
    set: { userId, p256dh, auth },
  });
}

export async function listPushSubscriptionsOf({ db, userId }: { db: Database; userId: number }) {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

export async function deletePushSubscription({ db, id }: { db: Database; id: number }) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function readSetting({ db, key }: { db: Database; key: string }) {
  return (await findSetting({ db, key }))?.value ?? '';
}

/** Writes the pair only when no public key is stored yet; true when this call wrote it. */
export async function storeVapidKeysIfAbsent({
  db,
  publicKey,
  privateKey,
}: {
  db: Database;
  publicKey: string;
  privateKey: string;
}): Promise<boolean> {
  return db.transaction(async (tx) => {
    // One writer at a time, so two instances starting together keep one pair.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('vapid-keys'))`);
    if ((await findSetting({ db: tx, key: 'vapidPublicKey' }))?.value) return false;
    await writeSetting({ db: tx, key: 'vapidPublicKey', value: publicKey, isPublic: true });
    await writeSetting({ db: tx, key: 'vapidPrivateKey', value: privateKey, isPublic: false });
    return true;
  });
}
