import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from './messages.table';

export async function insertOutboxMessage({
  db,
  message,
}: {
  db: Database;
  message: {
    channel: 'email' | 'sms';
    to: string;
    subject: string;
    body: string;
    sentAt: Date | null;
    error: string | null;
  };
}) {
  await db.insert(outbox).values(message);
}

/** The latest messages to one address, newest first. */
export function listOutboxMessagesTo({
  db,
  to,
  limit,
}: {
  db: Database;
  to: string;
  limit: number;
}) {
  return db
    .select({
      channel: outbox.channel,
      to: outbox.to,
      subject: outbox.subject,
      body: outbox.body,
      created_at: outbox.createdAt,
    })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.id))
    .limit(limit);
}
