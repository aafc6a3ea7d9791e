import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/order-strings';

/** SPEC §9: the copy message shows for 3000 ms. */
export const COUPON_MESSAGE_MS = 3000;

/**
 * Copies a coupon code and shows '{code} Coupon Copied to clipboard' for 3 s (SPEC §4, R4.19). A
 * clipboard failure is only logged (SPEC §8): no message then, since nothing was copied.
 */
export function useCouponCopy(): { message: string | null; copy: (code: string) => Promise<void> } {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = useCallback(
    async (code: string) => {
      try {
        await navigator.clipboard.writeText(code);
      } catch (error) {
        console.error('Copying the coupon code failed', error);
        return;
      }
      setMessage(t('couponCopied').replace('{code}', code));
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setMessage(null), COUPON_MESSAGE_MS);
    },
    [t],
  );

  return { message, copy };
}
