import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import { findSetting, writeSetting } from '../settings/settings.repository';

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
  await writeSetting({
    db,
    key: OTP_SECRET_SETTING,
    value: crypto.randomBytes(32).toString('base64url'),
    isPublic: false,
    keepStored: true,
  });
  const row = await findSetting({ db, key: OTP_SECRET_SETTING });
  if (!row?.value || row.isPublic) {
    throw new Error('The otpSecret setting must be a non-empty private setting.');
  }
  return row.value;
}
