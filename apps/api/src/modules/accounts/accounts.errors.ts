import { createErrorFactory } from '../../lib/errors';

// The caller's errors live below the modules, with the auth plugin that throws them.
export { createUnauthenticatedError, createUserMismatchError } from '../../lib/errors';

/** One message for an unknown email and a wrong password, so accounts cannot be enumerated. */
export const createInvalidCredentialsError = createErrorFactory({
  code: 'auth.invalid_credentials',
  statusCode: 401,
  message: 'The email or password is incorrect.',
});

export const createBannedError = createErrorFactory({
  code: 'auth.banned',
  statusCode: 403,
  message: 'This account has been suspended. Contact support.',
});

export const createRateLimitedError = createErrorFactory({
  code: 'auth.rate_limited',
  statusCode: 429,
  message: 'Too many attempts. Wait a minute and try again.',
});

export const createEmailTakenError = createErrorFactory({
  code: 'auth.email_taken',
  statusCode: 409,
  message: 'An account with this email already exists.',
});

export const createPhoneTakenError = createErrorFactory({
  code: 'auth.phone_taken',
  statusCode: 409,
  message: 'An account with this phone number already exists.',
});

export const createSocialTokenInvalidError = createErrorFactory({
  code: 'auth.social_token_invalid',
  statusCode: 401,
  message: 'The sign-in with the provider could not be verified. Try again.',
});

export const createOtpRequiredError = createErrorFactory({
  code: 'otp.required',
  statusCode: 400,
  message: 'Enter the code sent to your phone.',
});

export const createAccountNotFoundError = createErrorFactory({
  code: 'auth.account_not_found',
  statusCode: 404,
  message: 'There is no account for this phone number yet; add your name to create one.',
});

export const createOtpInvalidError = createErrorFactory({
  code: 'otp.invalid',
  statusCode: 400,
  message: 'The code is not valid. Ask for a new one if needed.',
});

export const createOtpExpiredError = createErrorFactory({
  code: 'otp.expired',
  statusCode: 400,
  message: 'The code has expired. Ask for a new one.',
});

export const createOtpTooManyAttemptsError = createErrorFactory({
  code: 'otp.too_many_attempts',
  statusCode: 429,
  message: 'Too many wrong codes. Ask for a new one.',
});

/** The console's customers area (issue 17): the id names no customer. */
export const createCustomerAdminNotFoundError = createErrorFactory({
  code: 'accounts.customer_not_found',
  statusCode: 404,
  message: 'No such customer.',
});

export const createSocialLinkRequiredError = createErrorFactory({
  code: 'auth.social_link_required',
  statusCode: 409,
  message:
    'This email already has an account: give its password, or a code sent to its phone, to add this sign-in to it.',
});

/** check-social-login with send_code: a login code went to the account's phone (ending shown). */
export const createSocialLinkCodeSentError = createErrorFactory({
  code: 'auth.social_link_code_sent',
  statusCode: 409,
  message: 'We sent a code to the phone on this account: give it to add this sign-in.',
});

/** check-social-login with send_code for an account that has no phone: only its password links. */
export const createSocialLinkNoPhoneError = createErrorFactory({
  code: 'auth.social_link_no_phone',
  statusCode: 409,
  message: 'This account has no phone number: give its password to add this sign-in to it.',
});
