import { Link, useNavigate } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { ClockIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useCartDetails } from '../api/get-cart-details';
import { useCourierQuote } from '../api/get-courier-quote';
import { refusalOf } from '../lib/refusals';
import { taskInputOf, usePickupDropDraft } from '../stores/pickup-drop-draft-store';
import { CouponField } from './coupon-field';
import { PriceBreakdown } from './price-breakdown';
import { RefusalPanel } from './refusal-panel';
import { LoadFailed } from './load-failed';
import { DraftTaskPage } from './draft-task-page';
import '../../../lib/i18n/pickup-drop-strings';
import '../../../lib/i18n/screen-strings';
import '../../../lib/i18n/account-strings';

/**
 * `/pickup-and-drop/cart`: the server's price of the task (cart-details, anonymous), its ETA and
 * both stops; a refusal says why and how to fix it. Signed in, a coupon is tried on the checkout
 * quote; guests sign in before checkout.
 */
export function PickupDropCartScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const draft = usePickupDropDraft();
  const task = taskInputOf(draft);
  const details = useCartDetails(
    task
      ? {
          pickup: { latitude: task.pickup.latitude, longitude: task.pickup.longitude },
          drop: { latitude: task.drop.latitude, longitude: task.drop.longitude },
          weight_kg: task.weight_kg,
          task_type: task.task_type,
        }
      : null,
  );
  const quote = useCourierQuote(
    user && task && draft.coupon && details.isSuccess
      ? {
          token: user.auth_token,
          user_id: user.id,
          task,
          coupon: draft.coupon,
          tip: 0,
          use_wallet: false,
        }
      : null,
  );
  const refusal = refusalOf(details.error, t);

  return (
    <DraftTaskPage
      title={t('pndSummaryTitle')}
      task={task}
      className="pb-36"
      actions={
        user ? (
          <Button
            className="w-full"
            disabled={!details.isSuccess}
            onClick={() => void navigate('/pickup-and-drop/checkout')}
          >
            {t('pndProceed')}
          </Button>
        ) : (
          <Link
            to={`/login?next=${encodeURIComponent('/pickup-and-drop/cart')}`}
            className={buttonClassName('primary', 'w-full')}
          >
            {t('pndSignInToCheckout')}
          </Link>
        )
      }
    >
      {details.isPending ? (
        <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
          <Skeleton className="h-40 w-full" />
        </SkeletonRegion>
      ) : refusal ? (
        <RefusalPanel refusal={refusal} onRetry={() => void details.refetch()} />
      ) : details.isError ? (
        <div className="bg-white p-4 text-sm">
          <LoadFailed onRetry={() => void details.refetch()} />
        </div>
      ) : (
        <>
          <p className="mx-4 flex items-center gap-2 rounded-xl bg-primary-soft px-3 py-2 text-sm font-semibold text-ink">
            <ClockIcon className="size-4 text-primary-strong" />
            {t('pndEta').replace('{minutes}', String(details.data.eta_minutes))}
          </p>
          <PriceBreakdown
            price={details.data.price}
            bill={draft.coupon && quote.data && !quote.data.coupon_error ? quote.data.bill : null}
          />
          <CouponField
            coupon={draft.coupon}
            quote={quote.data}
            isSignedIn={user !== null}
            onCoupon={(coupon) => draft.update({ coupon })}
          />
        </>
      )}
    </DraftTaskPage>
  );
}
