import type { AddressInput } from '@app/shared/accounts/accounts.schemas';
import { findUserByEmail } from './accounts.repository';
import {
  createBannedError,
  createInvalidCredentialsError,
  createSocialLinkCodeSentError,
  createSocialLinkNoPhoneError,
  createSocialLinkRequiredError,
  createSocialTokenInvalidError,
} from './accounts.errors';
import {
  buildLoginPayload,
  consumeRegisterOtp,
  createCustomer,
  ensureIdentifiersFree,
  sendLoginOtp,
  type AuthFlowDeps,
} from './accounts.usecases';
import { useUpOtp, verifyOtp } from './otp';
import { findUserBySocialIdentity, linkSocialIdentity } from './social-identities.repository';
import type { SocialProviders } from './social-login';
import { hashPassword, verifyPassword } from '../../lib/passwords';

/*
 * Sign-in with a provider (Google): the token is verified, then its identity (`sub`) signs in the
 * customer it is linked to. A verified email alone never opens an existing account: whoever holds
 * the email's password, or a login code sent to the account's phone, links the identity once
 * (409 auth.social_link_required until then), so a phone-code account without a password can link.
 */

async function verifySocialEmail({
  deps,
  provider,
  accessToken,
  email,
}: {
  deps: AuthFlowDeps;
  provider: keyof SocialProviders;
  accessToken: string;
  email: string;
}) {
  const identity = await deps.socialProviders[provider](accessToken);
  if (identity.email !== email.toLowerCase()) {
    throw createSocialTokenInvalidError({
      message: 'The provider account does not match this email.',
    });
  }
  return identity;
}

export async function checkSocialLogin({
  deps,
  input,
}: {
  deps: AuthFlowDeps;
  input: {
    email: string;
    accessToken: string;
    provider: keyof SocialProviders;
    password?: string | null;
    /** A login code sent to the account's phone (instead of the password). */
    otp?: string | null;
    /** Send that code to the account's phone (answers 409 auth.social_link_code_sent). */
    sendCode?: boolean;
  };
}) {
  const { db } = deps;
  const identity = await verifySocialEmail({ deps, ...input });
  const linked = await findUserBySocialIdentity({
    db,
    provider: input.provider,
    subject: identity.subject,
  });
  if (linked) {
    if (linked.isBanned) throw createBannedError();
    return { ...(await buildLoginPayload({ db, user: linked })), exists: true };
  }
  const user = await findUserByEmail({ db, email: input.email });
  if (!user) return { success: true as const, exists: false };
  if (input.password) {
    const isValid =
      user.passwordHash !== null &&
      (await verifyPassword({ hash: user.passwordHash, password: input.password }).catch(
        () => false,
      ));
    if (!isValid) throw createInvalidCredentialsError();
  } else if (input.otp) {
    if (!user.phone) throw createSocialLinkNoPhoneError();
    const verified = await verifyOtp({
      db,
      purposes: ['login'],
      destinations: [user.phone],
      code: input.otp,
      secret: deps.otpSecret,
      consume: false,
    });
    if (user.isBanned) throw createBannedError();
    await useUpOtp({ db, id: verified.id });
  } else if (input.sendCode) {
    if (!user.phone) throw createSocialLinkNoPhoneError();
    await sendLoginOtp({ deps, phone: user.phone });
    throw createSocialLinkCodeSentError({
      message: `We sent a code to the phone ending ${user.phone.slice(-2)}: give it to add this sign-in.`,
    });
  } else {
    throw createSocialLinkRequiredError();
  }
  if (user.isBanned) throw createBannedError();
  await linkSocialIdentity({
    db,
    userId: user.id,
    provider: input.provider,
    subject: identity.subject,
  });
  return { ...(await buildLoginPayload({ db, user })), exists: true };
}

export async function registerWithSocial({
  deps,
  input,
}: {
  deps: AuthFlowDeps;
  input: {
    name: string;
    email: string;
    password?: string | null;
    accessToken: string;
    phone: string;
    provider: keyof SocialProviders;
    address?: AddressInput | null;
    otp?: string | null;
  };
}) {
  const { db } = deps;
  const identity = await verifySocialEmail({ deps, ...input });
  await ensureIdentifiersFree({ db, email: input.email, phone: input.phone });
  await consumeRegisterOtp({ deps, otp: input.otp, phone: input.phone, email: input.email });
  const user = await createCustomer({
    db,
    user: {
      name: input.name,
      email: input.email,
      phone: input.phone,
      passwordHash: input.password ? await hashPassword(input.password) : null,
    },
    address: input.address,
  });
  await linkSocialIdentity({
    db,
    userId: user.id,
    provider: input.provider,
    subject: identity.subject,
  });
  return buildLoginPayload({ db, user });
}
