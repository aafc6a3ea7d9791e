import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { settings } from '../settings/settings.table';

const OTP_SECRET_SETTING = 'otpSecret';

/**
 * The key one-time codes are hashed with: `OTP_SECRET` when the operator sets it, otherwise a
 * random key made on first start and kept in the database as a private setting (never sent by
 * get-settings), like the VAPID keys. Every instance on one database reads the same key; no key
 * lives in the code.
 */
export async function resolveOtpSecret({
  db,
  configured,
}: {
  db: Database;
  configured: string | undefined;
}): Promise<string> {
  if (configured) return configured;
  await db
    .insert(settings)
    .values({
      key: OTP_SECRET_SETTING,
      value: crypto.randomBytes(32).toString('base64url'),
      isPublic: false,
    })
    .onConflictDoNothing({ target: settings.key });
  const [row] = await db
    .select({ value: settings.value, isPublic: settings.isPublic })
    .from(settings)
    .where(eq(settings.key, OTP_SECRET_SETTING));
  if (!row?.value || row.isPublic) {
    throw new Error('The otpSecret setting must be a non-empty private setting.');
  }
  return row.value;
}
