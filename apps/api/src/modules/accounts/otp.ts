import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  createOtpExpiredError,
  createOtpInvalidError,
  createOtpTooManyAttemptsError,
} from './accounts.errors';
import { otpCodes } from './otp.table';

export const OTP_LIFETIME_MS = 10 * 60 * 1000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpPurpose = (typeof otpCodes.purpose.enumValues)[number];

/**
 * Only an HMAC of the code is stored, keyed by the server secret and bound to its purpose and
 * destination: a leaked table neither reveals codes nor lets one code stand for another address.
 */
export function hashOtp({
  code,
  purpose,
  destination,
  secret,
}: {
  code: string;
  purpose: OtpPurpose;
  destination: string;
  secret: string;
}): string {
  return crypto
    .createHmac('sha256', secret)
    .update(`${purpose}\n${destination}\n${code}`)
    .digest('hex');
}

/** A new 6-digit code; older live codes for the same purpose and destination stop working. */
export async function issueOtp({
  db,
  purpose,
  destination,
  userId = null,
  secret,
  now = new Date(),
}: {
  db: Database;
  purpose: OtpPurpose;
  destination: string;
  userId?: number | null;
  secret: string;
  now?: Date;
}): Promise<string> {
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(otpCodes.purpose, purpose),
          eq(otpCodes.destination, destination),
          isNull(otpCodes.consumedAt),
        ),
      );
    await tx.insert(otpCodes).values({
      purpose,
      destination,
      userId,
      codeHash: hashOtp({ code, purpose, destination, secret }),
      expiresAt: new Date(now.getTime() + OTP_LIFETIME_MS),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Checks `code` against the newest live code for the purposes and destinations. Every check
 * counts as an attempt; the sixth fails even with the right code. With `consume` a right code is
 * used up (single use). Answers the code's purpose and user.
 */
export async function verifyOtp({
  db,
  purposes,
  destinations,
  code,
  secret,
  consume,
  now = new Date(),
}: {
  db: Database;
  purposes: OtpPurpose[];
  destinations: string[];
  code: string;
  secret: string;
  consume: boolean;
  now?: Date;
}): Promise<{ id: number; purpose: OtpPurpose; destination: string; userId: number | null }> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        inArray(otpCodes.purpose, purposes),
        inArray(otpCodes.destination, destinations),
        isNull(otpCodes.consumedAt),
      ),
    )
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  if (!row) throw createOtpInvalidError();
  if (row.expiresAt.getTime() <= now.getTime()) throw createOtpExpiredError();
  // Counted atomically, so parallel guesses cannot exceed the allowance.
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, row.id), lt(otpCodes.attempts, OTP_MAX_ATTEMPTS)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) throw createOtpTooManyAttemptsError();
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(
    hashOtp({ code, purpose: row.purpose, destination: row.destination, secret }),
    'hex',
  );
  if (expected.length !== given.length || !crypto.timingSafeEqual(expected, given)) {
    throw createOtpInvalidError();
  }
  if (consume) await useUpOtp({ db, id: row.id, now });
  return { id: row.id, purpose: row.purpose, destination: row.destination, userId: row.userId };
}

/** Uses up a code checked with `consume: false`; a code used meanwhile is 400 otp.invalid. */
export async function useUpOtp({
  db,
  id,
  now = new Date(),
}: {
  db: Database;
  id: number;
  now?: Date;
}) {
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(and(eq(otpCodes.id, id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw createOtpInvalidError();
}
