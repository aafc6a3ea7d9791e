import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notifications } from './notifications.table';

/**
 * Inserts a notification unless the user already has one with this click action (and, with
 * `sameTitle`, this title). Run it under the caller's lock so two instances cannot both insert.
 * True when it inserted.
 */
export async function insertNotificationOnce(
  tx: Executor,
  {
    userId,
    title,
    message,
    clickAction,
    sameTitle,
  }: { userId: number; title: string; message: string; clickAction: string; sameTitle: boolean },
): Promise<boolean> {
  const [existing] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.clickAction, clickAction),
        sameTitle ? eq(notifications.title, title) : undefined,
      ),
    )
    .limit(1);
  if (existing) return false;
  await tx.insert(notifications).values({ userId, title, message, clickAction });
  return true;
}
