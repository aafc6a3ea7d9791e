import { getCouponBadge } from '@app/shared/coupons/coupon-display.models';
import type { Coupon } from '@app/shared/coupons/coupons.schemas';
import { Button } from '../../../components/ui/button';
import { OfferIcon } from '../../../components/ui/icons';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/order-strings';

/** One coupon: its badge (SPEC §5), code, description, copy and apply. */
export function CouponCard({
  coupon,
  isApplied,
  isApplying,
  canApply,
  error,
  onCopy,
  onApply,
}: {
  coupon: Coupon;
  isApplied: boolean;
  isApplying: boolean;
  canApply: boolean;
  error: string | null;
  onCopy: (code: string) => void;
  onApply: (code: string) => void;
}) {
  const { t } = useTranslation();
  const { symbol, align } = useMoney();
  const badge = getCouponBadge(coupon, { symbol, align });
  const titleId = `coupon-${coupon.id}`;
  const errorId = `coupon-${coupon.id}-error`;
  return (
    <li
      aria-labelledby={titleId}
      className="overflow-hidden rounded-2xl border border-line bg-white shadow-[0_3px_10px_rgb(40_44_63/0.06)]"
    >
      <div className="flex gap-3 p-4">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-primary-soft text-primary-strong"
        >
          <OfferIcon className="size-6" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-[17px] leading-tight font-extrabold text-ink">
            {badge.title}
          </h3>
          {badge.subtitle ? (
            <p className="text-[13px] font-semibold text-muted">{badge.subtitle}</p>
          ) : null}
          {coupon.description || coupon.name ? (
            <p className="mt-1.5 text-[13px] leading-relaxed text-muted">
              {coupon.description || coupon.name}
            </p>
          ) : null}
          <div className="mt-3 flex items-center gap-2">
            <span className="rounded-lg border border-dashed border-primary-strong bg-primary-soft px-3 py-1.5 font-mono text-sm font-bold tracking-wider text-primary-strong">
              {coupon.code}
            </span>
            <button
              type="button"
              onClick={() => onCopy(coupon.code)}
              aria-label={t('couponCopyCode').replace('{code}', coupon.code)}
              className="min-h-10 rounded-lg px-3 text-sm font-bold text-primary-strong hover:bg-primary-soft"
            >
              {t('couponCopy')}
            </button>
          </div>
        </div>
      </div>
      <div className="border-t border-line px-4 py-3">
        {isApplied ? (
          <p className="text-center text-sm font-bold text-veg">{t('couponApplied')}</p>
        ) : (
          <Button
            variant="outline"
            className="min-h-10 w-full"
            disabled={!canApply || isApplying}
            aria-describedby={error ? errorId : undefined}
            aria-label={t('couponApplyCode').replace('{code}', coupon.code)}
            onClick={() => onApply(coupon.code)}
          >
            {isApplying ? t('couponApplying') : t('couponApply')}
          </Button>
        )}
        {error ? (
          <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </li>
  );
}
