import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CloseIcon, OfferIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useMoney } from '../../../lib/use-money';
import type { CourierQuote } from '../api/get-courier-quote';
import { couponReason } from '../lib/coupon-reason';

/** A code to type and apply; once applied, the saving or why the server refused it. */
export function CouponField({
  coupon,
  quote,
  isSignedIn,
  onCoupon,
}: {
  coupon: string | null;
  quote: CourierQuote | undefined;
  isSignedIn: boolean;
  onCoupon: (code: string | null) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const inputId = useId();
  const [text, setText] = useState('');

  if (!isSignedIn) {
    return (
      <section className="flex items-center gap-3 bg-white p-4 text-sm text-muted">
        <OfferIcon className="size-6 shrink-0 text-primary-strong" />
        <Link
          to={`/login?next=${encodeURIComponent('/pickup-and-drop/cart')}`}
          className="font-semibold text-primary-strong underline"
        >
          {t('pndSignInToApply')}
        </Link>
      </section>
    );
  }

  if (coupon) {
    const isRefused = quote?.coupon_error != null;
    const saving = quote?.bill.coupon_discount ?? 0;
    return (
      <section className="flex items-center gap-3 bg-white p-4">
        <OfferIcon className="size-6 shrink-0 text-primary-strong" />
        <p
          role={isRefused ? 'alert' : 'status'}
          className={`min-w-0 flex-1 text-sm font-semibold ${isRefused ? 'text-red-700' : 'text-veg'}`}
        >
          {isRefused && quote?.coupon_error
            ? t('pndCouponRefused')
                .replace('{code}', coupon)
                .replace('{reason}', couponReason(quote.coupon_error, t))
            : quote
              ? t('pndCouponApplied').replace('{code}', coupon).replace('{amount}', money(saving))
              : coupon}
        </p>
        <button
          type="button"
          onClick={() => onCoupon(null)}
          aria-label={t('pndRemoveCoupon').replace('{code}', coupon)}
          className="grid size-11 place-items-center rounded-full text-muted hover:bg-canvas"
        >
          <CloseIcon className="size-5" />
        </button>
      </section>
    );
  }

  return (
    <form
      className="flex items-end gap-2 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const code = text.trim().toUpperCase();
        if (code) onCoupon(code);
      }}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold text-ink">
          {t('pndCoupon')}
        </label>
        <input
          id={inputId}
          value={text}
          maxLength={40}
          autoCapitalize="characters"
          onChange={(event) => setText(event.target.value)}
          className="min-h-12 rounded-xl border border-line px-4 text-[15px] uppercase outline-none focus:border-primary"
        />
      </div>
      <Button type="submit" variant="outline" disabled={text.trim() === ''}>
        {t('pndApplyCoupon')}
      </Button>
    </form>
  );
}
