import type { UiStringKey } from '@app/shared/i18n/ui-strings';
import { ApiError, rateLimitedText } from '../api-client';
import '../i18n/account-strings';
import '../i18n/screen-strings';

/** The UI string for each account error code the server answers (clients branch on the code). */
const MESSAGES: Record<string, UiStringKey> = {
  'request.invalid': 'formCheckFields',
  'auth.invalid_credentials': 'loginInvalidCredentials',
  'auth.email_taken': 'accountEmailTaken',
  'auth.phone_taken': 'accountPhoneTaken',
  'auth.rate_limited': 'accountRateLimited',
  'auth.account_not_found': 'accountNotFound',
  'profile.wrong_password': 'profileWrongPassword',
  'profile.current_password_required': 'profileCurrentPasswordRequired',
  'profile.email_change_needs_password': 'profileEmailNeedsPassword',
  'otp.invalid': 'otpInvalid',
  'otp.expired': 'otpExpired',
  'otp.too_many_attempts': 'otpExpired',
};

/**
 * The text for an account call's error: a rate limit says how long to wait (retry-after), other
 * errors their string.
 */
export function accountErrorText(error: unknown, t: (key: UiStringKey) => string): string | null {
  if (!error) return null;
  const waiting = rateLimitedText(error, t('accountRateLimited'));
  if (waiting) return waiting;
  const key = accountErrorKey(error);
  return key ? t(key) : null;
}

export function accountErrorKey(error: unknown): UiStringKey | null {
  if (!error) return null;
  if (error instanceof ApiError) return MESSAGES[error.code] ?? 'errorMessage';
  return 'errorMessage';
}
