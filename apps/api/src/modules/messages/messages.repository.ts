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
