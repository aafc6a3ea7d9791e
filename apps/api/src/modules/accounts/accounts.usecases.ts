import crypto from 'node:crypto';
import type { LoggedInUser } from '@app/shared/accounts/accounts.schemas';
import type { Database } from '../../db/client';
import { findUserByEmail } from './accounts.repository';
import { createBannedError, createInvalidCredentialsError } from './accounts.errors';
import { createAuthToken } from './auth-tokens.repository';
import { hashPassword, verifyPassword } from './passwords';

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the email is unknown (or has no password)
 * so that the answer takes as long as for a real account.
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

export async function logInWithPassword({
  db,
  email,
  password,
}: {
  db: Database;
  email: string;
  password: string;
}): Promise<LoggedInUser> {
  const user = await findUserByEmail({ db, email });
  const hash = user?.passwordHash ?? (await getDummyHash());
  const isValid = await verifyPassword({ hash, password }).catch(() => false);
  if (!user?.passwordHash || !isValid) throw createInvalidCredentialsError();
  // Only someone who knows the password learns that the account is banned.
  if (user.isBanned) throw createBannedError();
  const token = await createAuthToken({ db, userId: user.id });
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    role: user.role,
    auth_token: token,
  };
}
