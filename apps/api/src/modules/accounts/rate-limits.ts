import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { createRateLimitedError } from './accounts.errors';
import { rateLimitHits } from './otp.table';

/** Login, OTP and password reset: at most this many attempts a minute per account and per address. */
export const AUTH_ATTEMPTS_PER_MINUTE = 5;
export const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Counts one hit on `key` in its fixed 60 s window, atomically in the database so that every API
 * instance shares the counter. A window older than 60 s restarts at 1.
 */
export async function hitRateLimit({
  db,
  key,
  now = new Date(),
}: {
  db: Database;
  key: string;
  now?: Date;
}): Promise<{ count: number; windowStart: Date }> {
  const cutoff = new Date(now.getTime() - RATE_LIMIT_WINDOW_MS).toISOString();
  const isStale = sql`${rateLimitHits.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        count: sql`case when ${isStale} then 1 else ${rateLimitHits.count} + 1 end`,
        windowStart: sql`case when ${isStale} then ${now.toISOString()}::timestamptz else ${rateLimitHits.windowStart} end`,
      },
    })
    .returning({ count: rateLimitHits.count, windowStart: rateLimitHits.windowStart });
  if (!row) throw new Error(`rate limit upsert returned nothing for ${key}`);
  return row;
}

/**
 * Hits every key (each counts, so a blocked caller stays blocked); answers the seconds to wait
 * when any is over the limit, or null when the attempt may go on.
 */
export async function checkRateLimits({
  db,
  keys,
  limit = AUTH_ATTEMPTS_PER_MINUTE,
  now = new Date(),
}: {
  db: Database;
  keys: string[];
  limit?: number;
  now?: Date;
}): Promise<{ retryAfterSeconds: number } | null> {
  let retryAfterMs = 0;
  for (const key of keys) {
    const { count, windowStart } = await hitRateLimit({ db, key, now });
    if (count > limit) {
      const waitMs = windowStart.getTime() + RATE_LIMIT_WINDOW_MS - now.getTime();
      retryAfterMs = Math.max(retryAfterMs, waitMs);
    }
  }
  if (retryAfterMs <= 0) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

/**
 * The guard of every login, OTP and reset call: one hit for the account (email, phone or user)
 * and one for the client address; over the limit it answers 429 auth.rate_limited with
 * `retry-after`, before any password or code is checked.
 */
export async function enforceAuthRateLimit({
  db,
  request,
  reply,
  action,
  account,
}: {
  db: Database;
  request: FastifyRequest;
  reply: FastifyReply;
  action: 'login' | 'otp_send' | 'otp_verify' | 'password_reset';
  account: string;
}) {
  const limits = request.server.authRateLimits ?? {
    perAccount: AUTH_ATTEMPTS_PER_MINUTE,
    perAddress: AUTH_ATTEMPTS_PER_MINUTE,
  };
  const [byAccount, byAddress] = [
    await checkRateLimits({
      db,
      keys: [`${action}:account:${account.toLowerCase()}`],
      limit: limits.perAccount,
    }),
    await checkRateLimits({ db, keys: [`${action}:ip:${request.ip}`], limit: limits.perAddress }),
  ];
  const blocked = byAccount ?? byAddress;
  if (!blocked) return;
  const retryAfter = Math.max(byAccount?.retryAfterSeconds ?? 0, byAddress?.retryAfterSeconds ?? 0);
  void reply.header('retry-after', String(retryAfter));
  throw createRateLimitedError();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Attempts a minute on login, OTP and reset, from the config (AUTH_RATE_LIMIT_*). */
    authRateLimits?: { perAccount: number; perAddress: number };
  }
}
