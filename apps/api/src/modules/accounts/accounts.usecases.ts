import crypto from 'node:crypto';
import type {
  AddressInput,
  LoggedInUser,
  LoginResponse,
} from '@app/shared/accounts/accounts.schemas';
import type { Database } from '../../db/client';
import { listAddressesByCreation } from '../addresses/addresses.repository';
import { toAddress } from '../addresses/addresses.usecases';
import type { SendMessage } from '../messages/messages.usecases';
import { readSettingValue } from '../settings/settings.repository';
import {
  findTakenIdentifiers,
  findUserByEmail,
  findUserById,
  findUserByPhone,
  insertCustomer,
  type UserRow,
} from './accounts.repository';
import {
  createAccountNotFoundError,
  createBannedError,
  createEmailTakenError,
  createInvalidCredentialsError,
  createOtpRequiredError,
  createPhoneTakenError,
} from './accounts.errors';
import { createAuthToken } from './auth-tokens.repository';
import { issueOtp, useUpOtp, verifyOtp } from './otp';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { SocialProviders } from './social-login';

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, verified against when the email is unknown (or has no password)
 * so that the answer takes as long as for a real account.
 */
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return dummyHash;
}

/** What the auth flows need besides the database. */
export interface AuthFlowDeps {
  db: Database;
  sendMessage: SendMessage;
  otpSecret: string;
  socialProviders: SocialProviders;
  /** PUBLIC_URL's host: phone codes end with `@host #code`, so the browser can offer them (WebOTP). */
  webOtpHost?: string | undefined;
}

/** A code SMS with WebOTP's last line when the app's host is known (Chrome fills the field). */
function phoneCodeSms(body: string, code: string, host: string | undefined): string {
  return host ? `${body}\n\n@${host} #${code}` : body;
}

/** The account as its owner sees it (no token). */
export function toUserProfile(user: UserRow): Omit<LoggedInUser, 'auth_token'> {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    avatar: user.avatar,
    role: user.role,
  };
}

function toLoggedInUser(user: UserRow, token: string): LoggedInUser {
  return { ...toUserProfile(user), auth_token: token };
}

/** The login payload every way of logging in answers: the user, a token, their addresses. */
export async function buildLoginPayload({
  db,
  user,
  token,
}: {
  db: Database;
  user: UserRow;
  token?: string;
}): Promise<LoginResponse> {
  const authToken = token ?? (await createAuthToken({ db, userId: user.id }));
  return {
    success: true,
    data: toLoggedInUser(user, authToken),
    addresses: (await listAddressesByCreation({ db, userId: user.id })).map(toAddress),
  };
}

export async function logInWithPassword({
  db,
  email,
  password,
}: {
  db: Database;
  email: string;
  password: string;
}): Promise<LoginResponse> {
  const user = await findUserByEmail({ db, email });
  const hash = user?.passwordHash ?? (await getDummyHash());
  const isValid = await verifyPassword({ hash, password }).catch(() => false);
  if (!user?.passwordHash || !isValid) throw createInvalidCredentialsError();
  // Only someone who knows the password learns that the account is banned.
  if (user.isBanned) throw createBannedError();
  return buildLoginPayload({ db, user });
}

/** login-by-user-id: the caller's own login payload for the token they already hold. */
export async function logInByToken({
  db,
  userId,
  token,
}: {
  db: Database;
  userId: number;
  token: string;
}): Promise<LoginResponse> {
  const user = await findUserById({ db, userId });
  if (!user || user.isBanned) throw createInvalidCredentialsError();
  return buildLoginPayload({ db, user, token });
}

export async function ensureIdentifiersFree({
  db,
  email,
  phone,
  exceptUserId,
}: {
  db: Database;
  email?: string | null;
  phone?: string | null;
  exceptUserId?: number;
}) {
  const taken = await findTakenIdentifiers({ db, email, phone, exceptUserId });
  if (taken.isEmailTaken) throw createEmailTakenError();
  if (taken.isPhoneTaken) throw createPhoneTakenError();
}

/** A unique index refused the row (two registrations raced): the same 409 as the early check. */
export function toTakenError(error: unknown): Error | null {
  const candidates = [error, (error as { cause?: unknown } | null)?.cause];
  for (const candidate of candidates) {
    const pgError = candidate as { code?: string; constraint?: string; message?: string } | null;
    if (pgError?.code !== '23505') continue;
    const where = `${pgError.constraint ?? ''} ${pgError.message ?? ''}`;
    if (where.includes('users_email_unique')) return createEmailTakenError();
    if (where.includes('users_phone_unique')) return createPhoneTakenError();
  }
  return null;
}

export async function createCustomer({
  db,
  user,
  address,
}: {
  db: Database;
  user: { name: string; email: string | null; phone: string | null; passwordHash: string | null };
  address?: AddressInput | null;
}) {
  try {
    return await insertCustomer({ db, user, address });
  } catch (error) {
    throw toTakenError(error) ?? error;
  }
}

async function isRegisterOtpRequired(db: Database) {
  return (await readSettingValue({ db, key: 'registerOtpRequired' })) === 'true';
}

/** The registration code sent to the phone (or the email, for the email variant), used up. */
export async function consumeRegisterOtp({
  deps,
  otp,
  phone,
  email,
}: {
  deps: AuthFlowDeps;
  otp: string | null | undefined;
  phone: string;
  email: string;
}) {
  if (!otp) {
    if (await isRegisterOtpRequired(deps.db)) throw createOtpRequiredError();
    return;
  }
  await verifyOtp({
    db: deps.db,
    purposes: ['register'],
    destinations: [phone, email],
    code: otp,
    secret: deps.otpSecret,
    consume: true,
  });
}

export async function register({
  deps,
  input,
}: {
  deps: AuthFlowDeps;
  input: {
    name: string;
    email: string;
    phone: string;
    password: string;
    address?: AddressInput | null;
    otp?: string | null;
  };
}): Promise<LoginResponse> {
  const { db } = deps;
  await ensureIdentifiersFree({ db, email: input.email, phone: input.phone });
  await consumeRegisterOtp({ deps, otp: input.otp, phone: input.phone, email: input.email });
  const user = await createCustomer({
    db,
    user: {
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
    },
    address: input.address,
  });
  return buildLoginPayload({ db, user });
}

/** A code for registration, by SMS to the phone or else by mail. */
export async function sendRegisterOtp({
  deps,
  phone,
  email,
}: {
  deps: AuthFlowDeps;
  phone?: string;
  email?: string;
}) {
  const destination = phone ?? email;
  if (!destination) return;
  const code = await issueOtp({
    db: deps.db,
    purpose: 'register',
    destination,
    secret: deps.otpSecret,
  });
  await deps.sendMessage({
    channel: phone ? 'sms' : 'email',
    to: destination,
    subject: 'Your sign-up code',
    body: phone
      ? phoneCodeSms(
          `Your sign-up code is ${code}. It expires in 10 minutes.`,
          code,
          deps.webOtpHost,
        )
      : `Your sign-up code is ${code}. It expires in 10 minutes.`,
  });
}

/** A login code by SMS (and by mail when an email is given); answered alike for any phone. */
export async function sendLoginOtp({
  deps,
  phone,
  email,
}: {
  deps: AuthFlowDeps;
  phone: string;
  email?: string | null;
}) {
  const code = await issueOtp({
    db: deps.db,
    purpose: 'login',
    destination: phone,
    secret: deps.otpSecret,
  });
  const body = `Your login code is ${code}. It expires in 10 minutes.`;
  const sms = phoneCodeSms(body, code, deps.webOtpHost);
  await deps.sendMessage({ channel: 'sms', to: phone, subject: '', body: sms });
  if (email) {
    await deps.sendMessage({ channel: 'email', to: email, subject: 'Your login code', body });
  }
}

export async function logInWithOtp({
  deps,
  input,
}: {
  deps: AuthFlowDeps;
  input: {
    phone: string;
    otp: string;
    name?: string | null;
    email?: string | null;
    address?: AddressInput | null;
  };
}): Promise<LoginResponse> {
  const { db } = deps;
  const verified = await verifyOtp({
    db,
    purposes: ['login'],
    destinations: [input.phone],
    code: input.otp,
    secret: deps.otpSecret,
    consume: false,
  });
  const existing = await findUserByPhone({ db, phone: input.phone });
  if (existing) {
    if (existing.isBanned) throw createBannedError();
    await useUpOtp({ db, id: verified.id });
    return buildLoginPayload({ db, user: existing });
  }
  // A new phone: the code stays valid, so the app can ask the name and finish with the same code.
  if (!input.name) throw createAccountNotFoundError();
  await ensureIdentifiersFree({ db, email: input.email });
  await useUpOtp({ db, id: verified.id });
  const user = await createCustomer({
    db,
    user: { name: input.name, email: input.email ?? null, phone: input.phone, passwordHash: null },
    address: input.address,
  });
  return buildLoginPayload({ db, user });
}

/** verify-otp: checks a registration or login code for the phone without using it up. */
export async function checkPhoneOtp({
  deps,
  phone,
  otp,
}: {
  deps: AuthFlowDeps;
  phone: string;
  otp: string;
}) {
  await verifyOtp({
    db: deps.db,
    purposes: ['register', 'login'],
    destinations: [phone],
    code: otp,
    secret: deps.otpSecret,
    consume: false,
  });
}
