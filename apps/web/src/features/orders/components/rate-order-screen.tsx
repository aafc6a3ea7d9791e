import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { CheckIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { StatusBadge } from '../../../components/ui/status-screen';
import { LoginPrompt } from '../../../components/login-prompt';
import { QueryLoading } from '../../../components/query-status';
import { TextAreaField } from '../../../components/text-area-field';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { apiErrorText } from '../../../lib/error-message';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useRatableOrder } from '../api/get-ratable-order';
import { useRateOrderMutation } from '../api/rate-order';
import { itemsSummary } from '../../../lib/orders/order-display';
import { StarRatingInput } from './star-rating-input';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

/** `/rate-order/{id}`: stars for the store and (when one delivered it) the rider, and a review. */
export function RateOrderScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const query = useRatableOrder(
    user ? { token: user.auth_token, user_id: user.id, order_id: orderId } : null,
  );
  const rate = useRateOrderMutation();
  const [storeRating, setStoreRating] = useState<number | null>(null);
  const [riderRating, setRiderRating] = useState<number | null>(null);
  const [review, setReview] = useState('');

  let body;
  if (!user) {
    body = <LoginPrompt next={`/rate-order/${encodeURIComponent(orderId)}`} />;
  } else if (rate.isSuccess) {
    body = (
      <div className="flex flex-col items-center px-8 py-14 text-center">
        <StatusBadge>
          <CheckIcon />
        </StatusBadge>
        <h2 className="mt-6 text-xl font-extrabold text-ink" role="status">
          {t('rateThanks')}
        </h2>
        <Link to="/my-orders" className={buttonClassName('primary', 'mt-6 w-full max-w-xs')}>
          {t('pageYourOrders')}
        </Link>
      </div>
    );
  } else if (query.isPending) {
    body = (
      <QueryLoading
        className="space-y-3 p-4"
        rows={['h-24 w-full rounded-2xl', 'h-24 w-full rounded-2xl']}
      />
    );
  } else if (query.isError) {
    body = (
      <div className="px-6 py-12 text-center">
        <p role="alert" className="text-muted">
          {apiErrorText(query.error, t)}
        </p>
        <Link to="/my-orders" className={buttonClassName('outline', 'mt-4')}>
          {t('pageYourOrders')}
        </Link>
      </div>
    );
  } else {
    const { order, has_rider: hasRider } = query.data;
    const submitError = apiErrorText(rate.error, t);
    body = (
      <form
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (storeRating === null) return;
          rate.mutate({
            token: user.auth_token,
            user_id: user.id,
            order_id: order.unique_order_id,
            store_rating: storeRating,
            rider_rating: hasRider ? riderRating : null,
            review: review.trim(),
          });
        }}
      >
        <section className="bg-white p-4">
          <h2 className="text-lg font-extrabold text-ink">{order.restaurant.name}</h2>
          <p className="text-sm text-muted">{itemsSummary(order)}</p>
        </section>
        <StarRatingInput
          legend={t('rateStore')}
          name="store-rating"
          value={storeRating}
          onChange={setStoreRating}
        />
        {hasRider ? (
          <StarRatingInput
            legend={t('rateRider')}
            name="rider-rating"
            value={riderRating}
            onChange={setRiderRating}
          />
        ) : null}
        <section className="bg-white p-4">
          <TextAreaField
            id="rate-review"
            label={t('rateReview')}
            value={review}
            onValue={setReview}
            maxLength={1000}
            rows={4}
            strong
          />
        </section>
        <div className="space-y-2 px-4">
          {submitError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {submitError}
            </p>
          ) : null}
          <Button
            type="submit"
            className="w-full"
            disabled={storeRating === null || (hasRider && riderRating === null) || rate.isPending}
          >
            {rate.isPending ? t('saving') : t('rateSubmit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-8">
      <PageTopBar title={t('pageRateYourOrder')} backLabel={t('back')} />
      <main>{body}</main>
    </div>
  );
}
