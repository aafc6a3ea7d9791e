import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { buildTestApp } from '../../test/build-test-app';
import { outbox } from '../messages/messages.table';

type TestApp = Awaited<ReturnType<typeof buildTestApp>>['app'];

let addressCounter = 0;

/** A client address no other call used, so per-address rate limits stay out of the way. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

/** POSTs a JSON call from `ip` (a fresh address unless given), with optional extra headers. */
export function postFrom(
  app: TestApp,
  url: string,
  body: unknown,
  options: { ip?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify(body ?? {}),
    remoteAddress: options.ip ?? freshIp(),
  });
}

/** The newest message to `to` in the outbox, and the 6-digit code in it. */
export async function latestMessageTo({ db, to }: { db: Database; to: string }) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  return row ? { ...row, code: /\b(\d{6})\b/.exec(row.body)?.[1] ?? null } : null;
}
