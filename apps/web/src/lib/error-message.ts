import { ApiError } from './api-client';
import type { TranslateFn } from './i18n/use-translation';
import './i18n/screen-strings';

/**
 * The text to show for a failed cart, coupon, order or payment call: the server's own message for
 * its business errors (`coupons.expired`, `orders.store_closed`, ...), which it words for customers;
 * a generic retry text for network failures and server faults, whose messages are not for them.
 */
export function apiErrorText(error: unknown, t: TranslateFn): string | null {
  if (!error) return null;
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    !error.code.startsWith('http.')
  ) {
    return error.code === 'request.invalid' ? t('formCheckFields') : error.message;
  }
  return t('errorMessage');
}
