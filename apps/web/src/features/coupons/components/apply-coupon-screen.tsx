import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { LoginPrompt } from '../../../components/login-prompt';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { EmptyCart } from '../../../components/cart/empty-cart';
import { useActiveCartStoreId, useCartPaths } from '../../../lib/cart/cart-kind';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useApplyCoupon } from '../hooks/use-apply-coupon';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

/** `/cart/apply-coupon`: type a code and apply it to the cart. */
export function ApplyCouponScreen() {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const restaurantId = useActiveCartStoreId();
  const paths = useCartPaths();
  const { apply, error, pendingCode, reset } = useApplyCoupon();
  const [code, setCode] = useState('');

  let body;
  if (restaurantId === null) body = <EmptyCart />;
  else if (!user) body = <LoginPrompt next={paths.applyCoupon} />;
  else {
    body = (
      <form
        className="flex flex-col gap-3 p-5"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) apply(code);
        }}
      >
        <label htmlFor="coupon-code" className="text-sm font-semibold text-ink">
          {t('couponCodeLabel')}
        </label>
        <div className="flex gap-2">
          <input
            id="coupon-code"
            value={code}
            onChange={(event) => {
              setCode(event.target.value.toUpperCase());
              if (error) reset();
            }}
            autoComplete="off"
            autoCapitalize="characters"
            maxLength={40}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'coupon-code-error' : undefined}
            className="min-h-12 min-w-0 flex-1 rounded-xl border border-line px-4 font-mono text-[15px] tracking-wider uppercase outline-none focus:border-primary"
          />
          <Button type="submit" disabled={!code.trim() || pendingCode !== null}>
            {pendingCode !== null ? t('couponApplying') : t('couponApply')}
          </Button>
        </div>
        {error ? (
          <p id="coupon-code-error" role="alert" className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </form>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
      <PageTopBar title={t('pageApplyACoupon')} backLabel={t('back')} />
      <main>{body}</main>
    </div>
  );
}
