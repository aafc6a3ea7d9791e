import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { OutboxRow } from '@app/shared/console/admin-orders.schemas';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { createErrorFactory } from '../../lib/errors';
import type { MailProvider } from './mail-provider';
import { createProvidersFromConfig } from './messages.usecases';
import { outbox } from './messages.table';
import type { SmsProvider } from './sms-provider';

/** The console's outbox (issue 17): every mail and SMS, and a retry of those not delivered. */

export const createOutboxNotFoundError = createErrorFactory({
  code: 'outbox.not_found',
  statusCode: 404,
  message: 'No such message.',
});

export const createAlreadySentError = createErrorFactory({
  code: 'outbox.already_sent',
  statusCode: 409,
  message: 'This message was delivered already; only failed or unsent ones are retried.',
});

export const createRetryRunningError = createErrorFactory({
  code: 'outbox.retry_running',
  statusCode: 409,
  message: 'This message is being sent by another retry just now. Reload to see how it went.',
});

export const createNoProviderError = createErrorFactory({
  code: 'outbox.no_provider',
  statusCode: 409,
  message: 'No provider is configured for this channel, so the message cannot be sent.',
});

const NO_PROVIDER_TEXT = {
  email:
    'No mail provider is configured (set SMTP_URL on the server), so mail stays in the outbox.',
  sms: 'No SMS provider is configured (set SMS_PROVIDER on the server), so SMS stay in the outbox.',
};

export const OUTBOX_SORT_COLUMNS = {
  created_at: outbox.createdAt,
  id: outbox.id,
  attempts: outbox.attempts,
  to: outbox.to,
} as const;

type Row = typeof outbox.$inferSelect;

/** The lease a running retry leaves in `error` until the provider answers. */
const SENDING_PREFIX = 'Sending since ';

export function toOutboxView(row: Row): OutboxRow {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    body: row.body,
    // A retry under way (its lease in `error`) is not a failure.
    state: row.sentAt
      ? 'sent'
      : row.error && !row.error.startsWith(SENDING_PREFIX)
        ? 'failed'
        : 'unsent',
    error: row.error,
    attempts: row.attempts,
    sent_at: row.sentAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A page of messages, newest first unless sorted otherwise; `q` matches the recipient. */
export async function listOutbox(
  db: Database,
  {
    channel,
    state,
    q,
    fromInstant,
    toInstant,
    sort,
    dir,
    limit,
    offset,
  }: {
    channel?: 'email' | 'sms';
    state?: 'sent' | 'failed' | 'unsent';
    q?: string;
    fromInstant?: Date;
    toInstant?: Date;
    sort: keyof typeof OUTBOX_SORT_COLUMNS;
    dir: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const conditions: (SQL | undefined)[] = [
    channel ? eq(outbox.channel, channel) : undefined,
    state === 'sent' ? isNotNull(outbox.sentAt) : undefined,
    state === 'failed' ? and(isNull(outbox.sentAt), isNotNull(outbox.error)) : undefined,
    state === 'unsent' ? and(isNull(outbox.sentAt), isNull(outbox.error)) : undefined,
    q?.trim()
      ? or(
          ilike(outbox.to, `%${escapeLike(q.trim())}%`),
          ilike(outbox.subject, `%${escapeLike(q.trim())}%`),
        )
      : undefined,
    fromInstant ? gte(outbox.createdAt, fromInstant) : undefined,
    toInstant ? lt(outbox.createdAt, toInstant) : undefined,
  ];
  const where = and(...conditions);
  const order = dir === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(outbox)
      .where(where)
      .orderBy(order(OUTBOX_SORT_COLUMNS[sort]), order(outbox.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(outbox)
      .where(where),
  ]);
  return { rows: rows.map(toOutboxView), total: Number(count?.n ?? 0) };
}

/**
 * Sends a failed or unsent message again through the configured provider: `attempts` goes up by
 * one, then `sent_at` is set or the new error kept. Without a provider for its channel nothing is
 * tried and the answer says so (409 outbox.no_provider). `providers` is for tests.
 */
export async function retryOutboxMessage({
  db,
  config,
  id,
  providers,
}: {
  db: Database;
  config: Config;
  id: number;
  providers?: { mail: MailProvider | null; sms: SmsProvider | null };
}): Promise<{ before: OutboxRow; after: OutboxRow }> {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw createOutboxNotFoundError();
  if (row.sentAt) throw createAlreadySentError();
  const { mail, sms } = providers ?? createProvidersFromConfig(config);
  const deliver =
    row.channel === 'email'
      ? mail && (() => mail({ to: row.to, subject: row.subject, body: row.body }))
      : sms && (() => sms({ to: row.to, body: row.body }));
  if (!deliver) throw createNoProviderError({ message: NO_PROVIDER_TEXT[row.channel] });
  // Counted before the call, and marked as being sent for two minutes (a lease in `error`, so
  // that another instance sees it too): of two retries at once (a double click) one sends and the
  // other gets 409; a delivered message is never sent again.
  const [claimed] = await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      error: `${SENDING_PREFIX}${new Date().toISOString()}`,
    })
    .where(
      and(
        eq(outbox.id, id),
        isNull(outbox.sentAt),
        sql`not (case when ${outbox.error} like ${`${SENDING_PREFIX}%`}
          then substr(${outbox.error}, ${SENDING_PREFIX.length + 1})::timestamptz
            > now() - interval '2 minutes'
          else false end)`,
      ),
    )
    .returning();
  if (!claimed) throw createRetryRunningError();
  let change: { sentAt: Date; error: null } | { error: string };
  try {
    await deliver();
    change = { sentAt: new Date(), error: null };
  } catch (cause) {
    change = { error: (cause instanceof Error && cause.message) || String(cause) };
  }
  const [after] = await db.update(outbox).set(change).where(eq(outbox.id, id)).returning();
  return { before: toOutboxView(row), after: toOutboxView(after ?? claimed) };
}
