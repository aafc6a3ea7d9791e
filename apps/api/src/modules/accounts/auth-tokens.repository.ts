import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { defineNamedStatement } from '../../lib/named-query';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { authTokens, users } from './accounts.table';

export const AUTH_TOKEN_LIFETIME_DAYS = 90;
/** An admin's token stops working after this long without a call (issue 17). */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
/** `last_used_at` is written at most this often, so a busy admin costs one write a minute. */
const LAST_USED_WRITE_EVERY_MS = 60 * 1000;

/** Only this digest is stored: a leaked table reveals no usable token. */
export function hashAuthToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** A new 256-bit random bearer token for the user, valid for 90 days. */
export async function createAuthToken({
  db,
  userId,
  now = new Date(),
}: {
  db: Database;
  userId: number;
  now?: Date;
}): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    tokenHash: hashAuthToken(token),
    userId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + AUTH_TOKEN_LIFETIME_DAYS * 24 * 60 * 60 * 1000),
  });
  return token;
}

export type { AuthenticatedUser };

/**
 * The user a token belongs to, when the token is neither expired nor revoked and the user is not
 * banned. An admin's token also ends after 30 minutes without a call (`ADMIN_IDLE_MS`): it is
 * revoked then, and each call moves its `last_used_at` on (at most one write a minute).
 * A `background` lookup (a console page refreshing itself, an open stream checking its token
 * again) is held to the same limit but moves nothing on: nobody at the keyboard is no activity.
 */
export async function findUserByAuthToken({
  db,
  token,
  now = new Date(),
  background = false,
}: {
  db: Database;
  token: string;
  now?: Date;
  background?: boolean;
}): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      adminPermissions: users.adminPermissions,
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      createdAt: authTokens.createdAt,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, hashAuthToken(token)),
        gt(authTokens.expiresAt, new Date()),
        isNull(authTokens.revokedAt),
        eq(users.isBanned, false),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { tokenId, lastUsedAt, createdAt, ...user } = row;
  if (user.role !== 'admin') return user;
  const idleSince = (lastUsedAt ?? createdAt).getTime();
  if (now.getTime() - idleSince > ADMIN_IDLE_MS) {
    await db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(and(eq(authTokens.id, tokenId), isNull(authTokens.revokedAt)));
    return null;
  }
  if (!background && now.getTime() - idleSince > LAST_USED_WRITE_EVERY_MS) {
    await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, tokenId));
  }
  return user;
}

export async function revokeAuthToken({ db, token }: { db: Database; token: string }) {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.tokenHash, hashAuthToken(token)), isNull(authTokens.revokedAt)));
}

const selectAndLockUserByTokenHash = defineNamedStatement<
  AuthenticatedUser,
  { tokenHash: string; now: string }
>(
  'lock_user_by_auth_token',
  sql`select u.id, u.name, u.email, u.role
      from ${authTokens} t join ${users} u on u.id = t.user_id
      where t.token_hash = ${sql.placeholder('tokenHash')}
        and t.expires_at > ${sql.placeholder('now')}::timestamptz
        and t.revoked_at is null and not u.is_banned
      limit 1
      for no key update of u`,
);

/**
 * The token's user, as `findUserByAuthToken` finds them, with their row locked until the caller's
 * transaction ends ('no key update': rows that merely reference the user are not blocked). For
 * calls that authenticate and lock in one round trip (place-order); prepared once per connection.
 */
export async function lockUserByAuthToken(
  tx: Parameters<Parameters<Database['transaction']>[0]>[0],
  token: string,
): Promise<AuthenticatedUser | null> {
  const [row] = await selectAndLockUserByTokenHash(tx, {
    tokenHash: hashAuthToken(token),
    now: new Date().toISOString(),
  });
  return row ?? null;
}

/**
 * Revokes every live token of the user but `keepToken` (the session that made a sensitive change:
 * email, phone); the other devices must sign in again.
 */
export async function revokeOtherAuthTokens({
  db,
  userId,
  keepToken,
}: {
  db: Database;
  userId: number;
  keepToken: string | null | undefined;
}) {
  const keep = keepToken ? hashAuthToken(keepToken) : '';
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        sql`${authTokens.tokenHash} <> ${keep}`,
      ),
    );
}

/**
 * The owner of a live token even when banned: check-ban must answer `is_banned: true` to a banned
 * customer's app, where every other call answers 401.
 */
export async function findTokenOwnerIncludingBanned({
  db,
  tokenHash,
}: {
  db: Database;
  tokenHash: string;
}) {
  const [row] = await db
    .select({ id: users.id, isBanned: users.isBanned })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        gt(authTokens.expiresAt, new Date()),
        isNull(authTokens.revokedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** When a token was last counted as used and whether it is revoked (the idle rule's state). */
export async function findAuthTokenTimes({ db, token }: { db: Database; token: string }) {
  const [row] = await db
    .select({ lastUsedAt: authTokens.lastUsedAt, revokedAt: authTokens.revokedAt })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hashAuthToken(token)));
  return row ?? null;
}

/** Moves a token's last use (the idle rule's clock), as if its last call was at `at`. */
export async function setAuthTokenLastUsed({
  db,
  token,
  at,
}: {
  db: Database;
  token: string;
  at: Date;
}) {
  await db
    .update(authTokens)
    .set({ lastUsedAt: at })
    .where(eq(authTokens.tokenHash, hashAuthToken(token)));
}
