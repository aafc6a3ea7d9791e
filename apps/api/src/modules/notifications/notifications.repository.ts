import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../settings/settings.table';
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
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key));
  return row?.value ?? '';
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
    const [current] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'vapidPublicKey'));
    if (current?.value) return false;
    for (const [key, value, isPublic] of [
      ['vapidPublicKey', publicKey, true],
      ['vapidPrivateKey', privateKey, false],
    ] as const) {
      await tx
        .insert(settings)
        .values({ key, value, isPublic })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value, isPublic, updatedAt: new Date() },
        });
    }
    return true;
  });
}
