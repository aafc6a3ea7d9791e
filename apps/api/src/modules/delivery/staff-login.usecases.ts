import crypto from 'node:crypto';
import type { Database } from '../../db/client';
import { findUserByEmail, type UserRow } from '../accounts/accounts.repository';
import { createBannedError, createInvalidCredentialsError } from '../accounts/accounts.errors';
import type { AuthenticatedUser } from '../accounts/auth-tokens.repository';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { createErrorFactory } from '../../lib/errors';

let dummyHash: Promise<string> | undefined;

/** Verified against when the email is unknown, so that the answer takes as long as for a real account. */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

const createWrongSurfaceError = createErrorFactory({
  code: 'auth.forbidden',
  statusCode: 403,
  message: 'This account cannot sign in here.',
});

/**
 * The password check of the delivery and console logins, as the customer login does it (same
 * errors, same timing for unknown emails); the caller applies the login rate limit first. Only
 * someone who knows the password learns that the account is banned or of another role (403).
 */
export async function checkStaffPassword({
  db,
  email,
  password,
  roles,
}: {
  db: Database;
  email: string;
  password: string;
  roles: readonly AuthenticatedUser['role'][];
}): Promise<UserRow> {
  const user = await findUserByEmail({ db, email });
  const hash = user?.passwordHash ?? (await getDummyHash());
  const isValid = await verifyPassword({ hash, password }).catch(() => false);
  if (!user?.passwordHash || !isValid) throw createInvalidCredentialsError();
  if (user.isBanned) throw createBannedError();
  if (!roles.includes(user.role)) throw createWrongSurfaceError();
  return user;
}
