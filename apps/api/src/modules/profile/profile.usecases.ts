import type { UserProfile } from '@app/shared/profile/profile.schemas';
import type { Database } from '../../db/client';
import { createUnauthenticatedError, createUserMismatchError } from '../accounts/accounts.errors';
import { verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit/audit.repository';
import { decodeAvatar, type AvatarStorage } from './avatar-storage';
import {
  findTokenOwnerIncludingBanned,
  hashAuthToken,
  revokeOtherAuthTokens,
} from '../accounts/auth-tokens.repository';
import type { SendMessage } from '../messages/messages.usecases';
import {
  createEmailChangePasswordRequiredError,
  createEmailChangeUnavailableError,
  createEmailTakenError,
  createPasswordRequiredError,
  createWrongPasswordError,
} from './profile.errors';
import { findProfileById, isEmailTaken, updateUserProfile } from '../accounts/accounts.repository';
import { anonymiseUser } from './profile.repository';

type Row = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;

export function toUserProfile(row: Row): UserProfile {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    avatar: row.avatar,
    tax_number: row.taxNumber,
    role: row.role,
    wallet_balance: row.walletBalanceMinor,
  };
}

async function loadProfile({ db, userId }: { db: Database; userId: number }) {
  const row = await findProfileById({ db, id: userId });
  if (!row) throw createUnauthenticatedError();
  return row;
}

/**
 * The fresh user payload (SPEC §7 update user info), after the optional name and email changes.
 * A new email needs the current password (a stolen token alone cannot redirect reset mails); the
 * old address is told, and every other session of the user is signed out.
 */
export async function updateUserInfo({
  db,
  userId,
  name,
  email,
  currentPassword,
  keepToken,
  sendMessage,
}: {
  db: Database;
  userId: number;
  name?: string;
  email?: string;
  currentPassword?: string;
  keepToken?: string | null;
  sendMessage?: SendMessage;
}): Promise<UserProfile> {
  const before = await loadProfile({ db, userId });
  const emailChanges = email !== undefined && email !== before.email?.toLowerCase();
  if (emailChanges) {
    if (!before.passwordHash) throw createEmailChangeUnavailableError();
    if (currentPassword === undefined) throw createEmailChangePasswordRequiredError();
    const isValid = await verifyPassword({
      hash: before.passwordHash,
      password: currentPassword,
    }).catch(() => false);
    if (!isValid) throw createWrongPasswordError();
    if (await isEmailTaken({ db, email, exceptUserId: userId })) throw createEmailTakenError();
  }
  const changes: { name?: string; email?: string } = {};
  if (name !== undefined) changes.name = name;
  if (emailChanges) changes.email = email;
  try {
    await updateUserProfile({ db, id: userId, changes });
  } catch (error) {
    // Two accounts racing for one email: the unique index decides.
    if (isUniqueViolation(error)) throw createEmailTakenError();
    throw error;
  }
  if (emailChanges) {
    await revokeOtherAuthTokens({ db, userId, keepToken });
    if (before.email && sendMessage) {
      await sendMessage({
        channel: 'email',
        to: before.email,
        subject: 'Your email address was changed',
        body: `The email of your account was changed to ${email}. If this was not you, reset your password and contact support now.`,
      });
    }
  }
  return toUserProfile(await loadProfile({ db, userId }));
}

export async function changeAvatar({
  db,
  userId,
  avatar,
  avatarStorage,
}: {
  db: Database;
  userId: number;
  avatar: string;
  avatarStorage: AvatarStorage;
}): Promise<UserProfile> {
  const { bytes, ext } = decodeAvatar(avatar);
  const before = await loadProfile({ db, userId });
  // A storage failure throws here, before the user's avatar changes.
  const url = await avatarStorage.put({ bytes, ext });
  await updateUserProfile({ db, id: userId, changes: { avatar: url } });
  await avatarStorage.remove(before.avatar);
  return toUserProfile({ ...before, avatar: url });
}

export async function updateTaxNumber({
  db,
  userId,
  taxNumber,
}: {
  db: Database;
  userId: number;
  taxNumber: string;
}): Promise<UserProfile> {
  await updateUserProfile({ db, id: userId, changes: { taxNumber: taxNumber || null } });
  return toUserProfile(await loadProfile({ db, userId }));
}

/**
 * An account with a password needs it; one without (social, OTP, guest) needs `confirm: true`.
 * Personal data is anonymised, every token revoked, and the deletion audit-logged.
 */
export async function deleteMyAccount({
  db,
  userId,
  password,
  confirm,
  avatarStorage,
  ip,
}: {
  db: Database;
  userId: number;
  password?: string;
  confirm?: boolean;
  avatarStorage: AvatarStorage;
  ip: string;
}) {
  const row = await loadProfile({ db, userId });
  if (row.passwordHash) {
    if (password === undefined) throw createPasswordRequiredError();
    const isValid = await verifyPassword({ hash: row.passwordHash, password }).catch(() => false);
    if (!isValid) throw createWrongPasswordError();
  } else if (confirm !== true && password === undefined) {
    throw createPasswordRequiredError();
  }
  await anonymiseUser({ db, id: userId });
  await avatarStorage.remove(row.avatar);
  await recordAudit({
    db,
    actorUserId: userId,
    action: 'account.deleted',
    targetUserId: userId,
    ip,
  });
  return { deleted: true as const };
}

export async function checkBan({
  db,
  token,
  userId,
}: {
  db: Database;
  token: string | null;
  userId?: number;
}) {
  const owner = token
    ? await findTokenOwnerIncludingBanned({ db, tokenHash: hashAuthToken(token) })
    : null;
  if (!owner) throw createUnauthenticatedError();
  if (userId !== undefined && userId !== owner.id) throw createUserMismatchError();
  return { is_banned: owner.isBanned };
}

function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 4; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === '23505') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
