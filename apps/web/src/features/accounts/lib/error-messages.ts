import type { UiStringKey } from '@app/shared/i18n/ui-strings';
import { ApiError } from '../../../lib/api-client';
import './account-strings';
import '../../i18n/lib/screen-strings';

/** The UI string for each account error code the server answers (clients branch on the code). */
const MESSAGES: Record<string, UiStringKey> = {
  'request.invalid': 'formCheckFields',
  'auth.invalid_credentials': 'loginInvalidCredentials',
  'auth.email_taken': 'accountEmailTaken',
  'auth.phone_taken': 'accountPhoneTaken',
  'auth.rate_limited': 'accountRateLimited',
  'auth.account_not_found': 'accountNotFound',
  'otp.invalid': 'otpInvalid',
  'otp.expired': 'otpExpired',
  'otp.too_many_attempts': 'otpExpired',
};

export function accountErrorKey(error: unknown): UiStringKey | null {
  if (!error) return null;
  if (error instanceof ApiError) return MESSAGES[error.code] ?? 'errorMessage';
  return 'errorMessage';
}
