import { filterDisplayableCoupons } from '@app/shared/coupons/coupon-display.models';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { EmptyCart } from '../../../components/cart/empty-cart';
import { QueryError, QueryLoading } from '../../../components/query-status';
import { useCartDetails } from '../../../lib/cart/cart-actions';
import { useActiveCartStoreId, useCartPaths } from '../../../lib/cart/cart-kind';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useCartCoupons } from '../api/get-cart-coupon';
import { useUserCoupons } from '../api/user-coupons';
import { useApplyCoupon } from '../hooks/use-apply-coupon';
import { useCouponCopy } from '../hooks/use-coupon-copy';
import { mergeCoupons } from '../lib/merge-coupons';
import { CouponCard } from './coupon-card';
import { CouponCopyToast } from './coupon-copy-toast';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

/** `/cart/coupons`: the coupons that work for this cart's store, to copy or apply. */
export function CouponsScreen({ now = new Date() }: { now?: Date }) {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const restaurantId = useActiveCartStoreId();
  const paths = useCartPaths();
  const { coupon: appliedCode } = useCartDetails();
  const storeCoupons = useCartCoupons(
    restaurantId === null ? null : { restaurant_id: restaurantId, token: user?.auth_token ?? null },
  );
  const userCoupons = useUserCoupons(
    user && restaurantId !== null
      ? { token: user.auth_token, user_id: user.id, restaurant_id: restaurantId }
      : null,
  );
  const { apply, error, pendingCode, canApply } = useApplyCoupon();
  const [lastTried, setLastTried] = useState<string | null>(null);
  const { message, copy } = useCouponCopy();
  const day = now.toDateString();

  const coupons = useMemo(
    () =>
      filterDisplayableCoupons(mergeCoupons(storeCoupons.data, userCoupons.data), new Date(day)),
    [storeCoupons.data, userCoupons.data, day],
  );

  let body;
  if (restaurantId === null) {
    body = <EmptyCart />;
  } else if (storeCoupons.isPending) {
    body = (
      <QueryLoading
        className="space-y-3 p-4"
        rows={['h-40 w-full rounded-2xl', 'h-40 w-full rounded-2xl']}
      />
    );
  } else if (storeCoupons.isError) {
    body = <QueryError onRetry={() => void storeCoupons.refetch()} />;
  } else {
    body = (
      <>
        {!user ? (
          <p className="mx-4 mt-4 rounded-xl bg-primary-soft px-4 py-3 text-sm text-ink">
            {t('couponLoginToApply')}{' '}
            <Link
              to={`/login?next=${encodeURIComponent(paths.coupons)}`}
              className="font-bold text-primary-strong underline"
            >
              {t('loginLink')}
            </Link>
          </p>
        ) : null}
        {coupons.length === 0 ? (
          <p className="px-6 py-12 text-center text-muted">{t('couponNone')}</p>
        ) : (
          <section aria-labelledby="coupons-available" className="p-4">
            <h2
              id="coupons-available"
              className="pb-3 text-xs font-bold tracking-wider text-muted uppercase"
            >
              {t('couponAvailable')}
            </h2>
            <ul className="space-y-3">
              {coupons.map((coupon) => (
                <CouponCard
                  key={coupon.id}
                  coupon={coupon}
                  isApplied={appliedCode === coupon.code}
                  isApplying={pendingCode === coupon.code}
                  canApply={canApply && pendingCode === null}
                  error={lastTried === coupon.code ? error : null}
                  onCopy={(code) => void copy(code)}
                  onApply={(code) => {
                    setLastTried(code);
                    apply(code);
                  }}
                />
              ))}
            </ul>
          </section>
        )}
      </>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-24">
      <PageTopBar title={t('pageCoupons')} backLabel={t('back')} />
      <main>
        {restaurantId !== null ? (
          <Link
            to={paths.applyCoupon}
            className="flex min-h-14 items-center justify-between border-b border-line bg-white px-4 text-[15px] font-bold text-primary-strong"
          >
            {t('couponTypeCode')}
            <ChevronRightIcon className="size-5" />
          </Link>
        ) : null}
        {body}
      </main>
      <CouponCopyToast message={message} />
    </div>
  );
}
