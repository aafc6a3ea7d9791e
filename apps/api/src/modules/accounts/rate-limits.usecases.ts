import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { createRateLimitedError } from './accounts.errors';
import { rateLimitHits } from './otp.table';

/** Sends of codes and mails: at most this many a minute per account (each request counts). */
export const AUTH_ATTEMPTS_PER_MINUTE = 5;
/** Failed sign-ins a minute from one client address, across accounts (NAT: many people, one address). */
export const AUTH_FAILURES_PER_ADDRESS_PER_MINUTE = 30;
/** Registrations from one client address: the per-address figure in ten minutes. */
export const REGISTRATION_WINDOW_MS = 10 * 60_000;
export const RATE_LIMIT_WINDOW_MS = 60_000;
/** A pair's failures are forgotten an hour after the last one. */
export const FAILURE_MEMORY_MS = 60 * 60_000;
/** Wait after the free failures: 30 s, doubling per further failure, at most 15 minutes. */
export const BACKOFF_BASE_SECONDS = 30;
export const BACKOFF_MAX_SECONDS = 15 * 60;

/** Seconds a pair with `failures` failures waits after its last one (0 while failures < free). */
export function backoffSeconds(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(BACKOFF_BASE_SECONDS * 2 ** (failures - free), BACKOFF_MAX_SECONDS);
}

/**
 * Counts one hit on `key` in its fixed window, atomically in the database so that every API
 * instance shares the counter. A window older than `windowMs` restarts at 1.
 */
export async function hitRateLimit({
  db,
  key,
  now = new Date(),
  windowMs = RATE_LIMIT_WINDOW_MS,
}: {
  db: Database;
  key: string;
  now?: Date;
  windowMs?: number;
}): Promise<{ count: number; windowStart: Date }> {
  const cutoff = new Date(now.getTime() - windowMs).toISOString();
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
  windowMs = RATE_LIMIT_WINDOW_MS,
}: {
  db: Database;
  keys: string[];
  limit?: number;
  now?: Date;
  windowMs?: number;
}): Promise<{ retryAfterSeconds: number } | null> {
  let retryAfterMs = 0;
  for (const key of keys) {
    const { count, windowStart } = await hitRateLimit({ db, key, now, windowMs });
    if (count > limit) {
      const waitMs = windowStart.getTime() + windowMs - now.getTime();
      retryAfterMs = Math.max(retryAfterMs, waitMs);
    }
  }
  if (retryAfterMs <= 0) return null;
  return { retryAfterSeconds: Math.max(1, Math.ceil(retryAfterMs / 1000)) };
}

function refuse(reply: FastifyReply, retryAfterSeconds: number): never {
  void reply.header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))));
  throw createRateLimitedError();
}

function limitsOf(request: FastifyRequest) {
  return (
    request.server.authRateLimits ?? {
      perAccount: AUTH_ATTEMPTS_PER_MINUTE,
      perAddress: AUTH_FAILURES_PER_ADDRESS_PER_MINUTE,
    }
  );
}

/**
 * Counts every request (code and mail sends, registrations): per account (email, phone or user)
 * and per client address; over the limit it answers 429 auth.rate_limited with `retry-after`.
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
  action: 'otp_send' | 'password_reset';
  account: string;
}) {
  const limits = limitsOf(request);
  const byAccount = await checkRateLimits({
    db,
    keys: [`${action}:account:${account.toLowerCase()}`],
    limit: limits.perAccount,
  });
  const byAddress = await checkRateLimits({
    db,
    keys: [`${action}:ip:${request.ip}`],
    limit: limits.perAddress,
  });
  if (!byAccount && !byAddress) return;
  refuse(reply, Math.max(byAccount?.retryAfterSeconds ?? 0, byAddress?.retryAfterSeconds ?? 0));
}

/** `register`: every attempt counts against the client address (it tells whether an email exists). */
export async function enforceRegisterRateLimit({
  db,
  request,
  reply,
}: {
  db: Database;
  request: FastifyRequest;
  reply: FastifyReply;
}) {
  const limit = limitsOf(request).perAddress;
  const blocked = await checkRateLimits({
    db,
    keys: [`register:ip:${request.ip}`],
    limit,
    windowMs: REGISTRATION_WINDOW_MS,
  });
  if (blocked) refuse(reply, blocked.retryAfterSeconds);
}

/** What a wrong secret looks like, per call: these error codes count as failures. */
const FAILURE_CODES = new Set([
  'auth.invalid_credentials',
  'profile.wrong_password',
  'otp.invalid',
  'auth.social_token_invalid',
  'delivery.invalid_credentials',
  'console.invalid_credentials',
]);

function isFailure(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && FAILURE_CODES.has(code);
}

/**
 * Reserves one attempt for the (account, address) pair: the failure count goes up only when the
 * pair is not waiting out its back-off, decided by the row itself (a conditional UPDATE is
 * re-checked against the newest row version under concurrency), so parallel guesses cannot all
 * slip through before the first is counted. Answers 0 when reserved, else the seconds to wait.
 */
async function reservePairAttempt(db: Database, key: string, free: number, now: Date) {
  const forgotten = new Date(now.getTime() - FAILURE_MEMORY_MS).toISOString();
  const nowIso = now.toISOString();
  const waitSeconds = sql`least(${BACKOFF_BASE_SECONDS} * power(2, greatest(${rateLimitHits.count} - ${free}, 0)), ${BACKOFF_MAX_SECONDS})`;
  const isForgotten = sql`${rateLimitHits.windowStart} <= ${forgotten}::timestamptz`;
  const isWaiting = sql`(${rateLimitHits.count} >= ${free} and not ${isForgotten} and ${rateLimitHits.windowStart} + ${waitSeconds} * interval '1 second' > ${nowIso}::timestamptz)`;
  for (let round = 0; round < 3; round += 1) {
    const updated = await db
      .update(rateLimitHits)
      .set({
        count: sql`case when ${isForgotten} then 1 else ${rateLimitHits.count} + 1 end`,
        windowStart: now,
      })
      .where(and(eq(rateLimitHits.key, key), sql`not ${isWaiting}`))
      .returning({ count: rateLimitHits.count });
    if (updated.length > 0) return 0;
    const inserted = await db
      .insert(rateLimitHits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoNothing()
      .returning({ count: rateLimitHits.count });
    if (inserted.length > 0) return 0;
    const [row] = await db
      .select({ count: rateLimitHits.count, windowStart: rateLimitHits.windowStart })
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, key))
      .limit(1);
    if (!row) continue;
    const waitMs =
      row.windowStart.getTime() + backoffSeconds(row.count, free) * 1000 - now.getTime();
    if (row.count >= free && waitMs > 0) return Math.max(1, waitMs / 1000);
  }
  throw new Error(`rate limit reservation did not settle for ${key}`);
}

async function addressFailures(db: Database, key: string, now: Date) {
  const [row] = await db
    .select({ count: rateLimitHits.count, windowStart: rateLimitHits.windowStart })
    .from(rateLimitHits)
    .where(eq(rateLimitHits.key, key))
    .limit(1);
  if (!row || row.windowStart.getTime() <= now.getTime() - RATE_LIMIT_WINDOW_MS) return null;
  return row;
}

/**
 * The guard of every call that checks a password or a code (OWASP: count failures, not
 * successes). Each (account, address) pair has `perAccount` free failures, then waits 30 s,
 * doubling per failure up to 15 minutes; a success clears its pair. A client address has a
 * generous ceiling of `perAddress` failures a minute across accounts, for people behind one NAT
 * address. Someone guessing from elsewhere never locks the owner out.
 */
export async function withFailureLimit<T>(
  {
    db,
    request,
    reply,
    action,
    account,
    now = new Date(),
  }: {
    db: Database;
    request: FastifyRequest;
    reply: FastifyReply;
    action: 'login' | 'otp_verify' | 'password_check';
    account: string;
    now?: Date;
  },
  attempt: () => Promise<T>,
): Promise<T> {
  const limits = limitsOf(request);
  const addressKey = `${action}:fail-ip:${request.ip}`;
  const address = await addressFailures(db, addressKey, now);
  if (address && address.count >= limits.perAddress) {
    refuse(reply, (address.windowStart.getTime() + RATE_LIMIT_WINDOW_MS - now.getTime()) / 1000);
  }
  const pairKey = `${action}:pair:${account.toLowerCase()}|${request.ip}`;
  const wait = await reservePairAttempt(db, pairKey, limits.perAccount, now);
  if (wait > 0) refuse(reply, wait);
  try {
    const result = await attempt();
    await db.delete(rateLimitHits).where(eq(rateLimitHits.key, pairKey));
    return result;
  } catch (error) {
    if (isFailure(error)) {
      await hitRateLimit({ db, key: addressKey, now });
    } else {
      // Not a wrong secret (bad input, banned, ...): give the reserved attempt back.
      await db
        .update(rateLimitHits)
        .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
        .where(eq(rateLimitHits.key, pairKey));
    }
    throw error;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Free failures per (account, address) pair and failures a minute per address (AUTH_RATE_LIMIT_*). */
    authRateLimits?: { perAccount: number; perAddress: number };
  }
}
