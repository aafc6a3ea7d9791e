// How a chaos scenario calls the API and judges the answer, and the money invariants it checks.
import { sql } from 'drizzle-orm';
import type { Database } from '../../apps/api/src/db/client';

/**
 * `ok` a 2xx; `clean` a failure a client can retry (a 5xx with the API's JSON error shape, or a
 * refused or reset connection); `unexpected` anything else (a 4xx, a 5xx without the error shape);
 * `hang` no answer within the timeout.
 */
export type CallOutcome =
  | { kind: 'ok'; status: number; body: { data?: unknown } }
  | { kind: 'clean'; status: number; code: string }
  | { kind: 'unexpected'; status: number; code: string }
  | { kind: 'hang'; status: 0; code: 'timeout' };

export async function callApi(
  url: string,
  body: unknown,
  { timeoutMs = Number(process.env.CHAOS_CALL_TIMEOUT_MS ?? 30_000) }: { timeoutMs?: number } = {},
): Promise<CallOutcome> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      return { kind: 'hang', status: 0, code: 'timeout' };
    }
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
    return { kind: 'clean', status: 0, code: `connection: ${cause}` };
  }
  let parsed: { success?: boolean; data?: unknown; error?: { code?: string } } = {};
  try {
    parsed = JSON.parse(text) as typeof parsed;
  } catch {
    // Not JSON: judged below by its status alone.
  }
  if (response.status >= 200 && response.status < 300) {
    return { kind: 'ok', status: response.status, body: parsed };
  }
  const code = parsed.error?.code ?? `no error code (${text.slice(0, 80)})`;
  const isErrorShape = parsed.success === false && typeof parsed.error?.code === 'string';
  if (response.status >= 500 && isErrorShape)
    return { kind: 'clean', status: response.status, code };
  return { kind: 'unexpected', status: response.status, code };
}

/** Counts by key, for figures like "500: 320, connection: ECONNRESET: 2". */
export function tally(values: string[]): string {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => `${value}: ${count}`).join(', ') || 'none';
}

/** Users whose wallet balance is not the sum of their ledger (credits less debits). */
export async function walletMismatches(db: Database): Promise<number> {
  const result = await db.execute(sql`
    select count(*)::int as count from users u
    where u.wallet_balance_minor <> coalesce((
      select sum(case when w.kind = 'debit' then -w.amount_minor else w.amount_minor end)
      from wallet_transactions w where w.user_id = u.id), 0)`);
  return (result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? -1;
}

/** Runs `worker` over `items` with at most `concurrency` at a time. */
export async function runPool<T>(
  items: T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      await worker(items[index] as T, index);
    }
  });
  await Promise.all(lanes);
}
