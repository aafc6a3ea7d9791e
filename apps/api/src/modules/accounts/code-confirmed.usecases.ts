import {
  findUserByEmail,
  updatePasswordAndRevokeTokens,
  updateUserPhone,
  type UserRow,
} from './accounts.repository';
import { createInvalidCredentialsError, createOtpInvalidError } from './accounts.errors';
import {
  ensureIdentifiersFree,
  toTakenError,
  toUserProfile,
  type AuthFlowDeps,
} from './accounts.usecases';
import { revokeOtherAuthTokens } from './auth-tokens.repository';
import { issueOtp, verifyOtp } from './otp';
import { hashPassword } from '../../lib/passwords';

/*
 * Changes confirmed with a one-time code: a new password by a code mailed to the account's
 * address, a new phone number by a code sent to that number.
 */

/** A reset code by mail when the account exists; silent otherwise, so accounts are not revealed. */
export async function sendPasswordResetCode({
  deps,
  email,
}: {
  deps: AuthFlowDeps;
  email: string;
}) {
  const user = await findUserByEmail({ db: deps.db, email });
  if (!user || user.isBanned) return;
  const code = await issueOtp({
    db: deps.db,
    purpose: 'password_reset',
    destination: email,
    userId: user.id,
    secret: deps.otpSecret,
  });
  await deps.sendMessage({
    channel: 'email',
    to: email,
    subject: 'Reset your password',
    body: `Your password reset code is ${code}. It expires in 10 minutes. If you did not ask for it, ignore this mail.`,
  });
}

export async function checkPasswordResetCode({
  deps,
  email,
  code,
}: {
  deps: AuthFlowDeps;
  email: string;
  code: string;
}) {
  await verifyOtp({
    db: deps.db,
    purposes: ['password_reset'],
    destinations: [email],
    code,
    secret: deps.otpSecret,
    consume: false,
  });
}

/** Sets the new password with a valid reset code; every token of the user stops working. */
export async function changePasswordWithCode({
  deps,
  email,
  code,
  password,
}: {
  deps: AuthFlowDeps;
  email: string;
  code: string;
  password: string;
}) {
  const { db } = deps;
  const verified = await verifyOtp({
    db,
    purposes: ['password_reset'],
    destinations: [email],
    code,
    secret: deps.otpSecret,
    consume: true,
  });
  const user = await findUserByEmail({ db, email });
  if (!user || user.id !== verified.userId) throw createOtpInvalidError();
  await updatePasswordAndRevokeTokens({
    db,
    userId: user.id,
    passwordHash: await hashPassword(password),
  });
}

export async function sendPhoneUpdateOtp({
  deps,
  userId,
  phone,
}: {
  deps: AuthFlowDeps;
  userId: number;
  phone: string;
}) {
  await ensureIdentifiersFree({ db: deps.db, phone, exceptUserId: userId });
  const code = await issueOtp({
    db: deps.db,
    purpose: 'phone_update',
    destination: phone,
    userId,
    secret: deps.otpSecret,
  });
  await deps.sendMessage({
    channel: 'sms',
    to: phone,
    subject: '',
    body: `Your code to confirm this phone number is ${code}. It expires in 10 minutes.`,
  });
}

export async function updatePhoneWithOtp({
  deps,
  userId,
  phone,
  otp,
  keepToken,
}: {
  deps: AuthFlowDeps;
  userId: number;
  phone: string;
  otp: string;
  /** The session that made the change stays signed in; every other one is revoked. */
  keepToken?: string | null;
}) {
  const { db } = deps;
  const verified = await verifyOtp({
    db,
    purposes: ['phone_update'],
    destinations: [phone],
    code: otp,
    secret: deps.otpSecret,
    consume: true,
  });
  // A code sent for someone else's phone change does not change this account.
  if (verified.userId !== userId) throw createOtpInvalidError();
  await ensureIdentifiersFree({ db, phone, exceptUserId: userId });
  let user: UserRow | null;
  try {
    user = await updateUserPhone({ db, userId, phone });
  } catch (error) {
    throw toTakenError(error) ?? error;
  }
  if (!user) throw createInvalidCredentialsError();
  await revokeOtherAuthTokens({ db, userId, keepToken });
  return toUserProfile(user);
}
