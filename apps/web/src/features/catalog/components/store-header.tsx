import {
  formatDistanceKm,
  formatRating,
  isCustomHtmlVisible,
} from '@app/shared/catalog/catalog.models';
import type { StoreInfo } from '@app/shared/catalog/catalog.schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ClockIcon, LeafIcon, StarIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetting } from '../../../lib/settings/settings-store';
import { useMoney } from '../../../lib/use-money';
import '../../../lib/i18n/screen-strings';

/** SPEC §9: the ratings text is fixed. */
export const RATINGS_TEXT = '100+ ratings';

/** The banner is 3:1 (1200x400), its box sized before the image arrives. */
const BANNER_CLASS = 'mb-3 aspect-[3/1] w-full';

function HeaderSkeleton() {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('loadingStore')} className="px-4 pt-2 pb-5">
      {/* The banner's box: most stores have one, and its room must not appear late. */}
      <Skeleton className={`${BANNER_CLASS} rounded-2xl`} />
      <Skeleton className="h-7 w-2/3" />
      <Skeleton className="mt-3 h-4 w-1/2" />
      <Skeleton className="mt-2 h-4 w-1/3" />
      <div className="mt-5 grid grid-cols-3 gap-3">
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
        <Skeleton className="h-14" />
      </div>
    </SkeletonRegion>
  );
}

/**
 * The store header (SPEC §2): name (a link to the store when `canLinkToStore`), description,
 * landmark, distance in Kms, pure-veg, custom message, and rating (to /reviews/{slug}), delivery
 * time and price for two, laid out the old way (rating at the right) when is_appview is 0, else in
 * three columns. A skeleton while the store is loading; `favorite` is the heart slot.
 */
export function StoreHeader({
  store,
  favorite,
  canLinkToStore = false,
}: {
  store: StoreInfo | undefined;
  favorite?: ReactNode;
  canLinkToStore?: boolean;
}) {
  const { t } = useTranslation();
  const { priceForTwo } = useMoney();
  const minsText = useSetting('homePageMinsText', 'MINS');
  const forTwoText = useSetting('homePageForTwoText', 'FOR TWO');
  const pureVegText = useSetting('pureVegText', 'Pure Veg');
  if (!store) return <HeaderSkeleton />;

  const rating = formatRating(store);
  const isOldLayout = store.is_appview === 0;
  const name = canLinkToStore ? (
    <Link to={`/stores/${store.slug}`} className="hover:underline">
      {store.name}
    </Link>
  ) : (
    store.name
  );
  const ratingLink = (
    <Link
      to={`/reviews/${store.slug}`}
      data-testid="store-rating"
      className={
        isOldLayout
          ? 'flex shrink-0 flex-col items-center rounded-xl border border-line px-3 py-2 shadow-sm'
          : 'flex flex-col items-center'
      }
    >
      <span className="flex items-center gap-1 text-[15px] font-extrabold text-veg">
        <StarIcon className="size-4" />
        {/* The name is the visible text with "Rating" in front (label-content-name-match). */}
        <span className="sr-only">{t('rating')} </span>
        {rating}
      </span>
      <span className="sr-only"> </span>
      <span className="mt-0.5 text-[11px] font-semibold text-muted">{RATINGS_TEXT}</span>
    </Link>
  );
  const time = (
    <span className="flex items-center gap-1 text-[15px] font-extrabold text-ink">
      <ClockIcon className="size-4" />
      {store.delivery_time} {minsText}
    </span>
  );
  // A store without a price range (a meat shop) shows no "₹0 for two".
  const hasPrice = store.price_range > 0;
  const price = (
    <span className="text-[15px] font-extrabold text-ink" data-testid="store-price-for-two">
      {priceForTwo(store.price_range)}
    </span>
  );

  return (
    <section
      aria-labelledby="store-name"
      data-layout={isOldLayout ? 'old' : 'columns'}
      data-testid="store-header"
      className="px-4 pt-2 pb-4"
    >
      {store.banner_image ? (
        <img
          src={store.banner_image}
          alt=""
          width={1200}
          height={400}
          decoding="async"
          fetchPriority="high"
          data-testid="store-banner"
          className={`${BANNER_CLASS} rounded-2xl bg-canvas object-cover`}
        />
      ) : null}
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h1
            id="store-name"
            className="text-[24px] leading-tight font-extrabold tracking-tight text-ink"
          >
            {name}
          </h1>
          {store.description ? (
            <p className="mt-1 text-[14px] text-muted">{store.description}</p>
          ) : null}
          <p className="mt-0.5 text-[13px] text-muted">
            {[
              store.landmark,
              store.distance !== null ? `${formatDistanceKm(store.distance)} ${t('kms')}` : '',
            ]
              .filter(Boolean)
              .join(' | ')}
          </p>
          {store.is_pureveg === 1 ? (
            <p className="mt-1.5 inline-flex items-center gap-1 text-[13px] font-bold text-veg">
              <LeafIcon className="size-4" />
              {pureVegText}
            </p>
          ) : null}
        </div>
        {favorite}
        {isOldLayout ? ratingLink : null}
      </div>

      {isOldLayout ? (
        <p className="mt-4 flex items-center gap-4 border-t border-dashed border-line pt-3 text-[13px] text-muted">
          <span className="flex items-center gap-1.5">{time}</span>
          {hasPrice ? (
            <span className="flex items-center gap-1.5">
              {price} <span className="text-[12px] font-semibold">{forTwoText}</span>
            </span>
          ) : null}
        </p>
      ) : (
        <dl
          className={`mt-4 grid ${hasPrice ? 'grid-cols-3' : 'grid-cols-2'} divide-x divide-line rounded-2xl border border-line py-3 text-center shadow-[0_4px_14px_rgb(40_44_63/0.06)]`}
        >
          <div className="flex flex-col items-center">
            <dt className="sr-only">{t('rating')}</dt>
            <dd>{ratingLink}</dd>
          </div>
          <div className="flex flex-col items-center">
            <dt className="order-2 mt-0.5 text-[11px] font-semibold text-muted">
              {t('deliveryTime')}
            </dt>
            <dd className="order-1">{time}</dd>
          </div>
          {hasPrice ? (
            <div className="flex flex-col items-center">
              <dt className="order-2 mt-0.5 text-[11px] font-semibold text-muted">{forTwoText}</dt>
              <dd className="order-1">{price}</dd>
            </div>
          ) : null}
        </dl>
      )}

      {isCustomHtmlVisible(store.custom_message) ? (
        <div
          data-testid="store-custom-message"
          className="mt-3 rounded-xl bg-primary-soft px-3 py-2 text-[13px] text-ink [&_a]:font-bold [&_a]:underline"
          // Sanitised by the API where saved and again where served (apps/api/src/lib/sanitize-html.ts,
          // e2e/xss-canary.spec.ts); the CSP (no inline script) is the browser's second line.
          dangerouslySetInnerHTML={{ __html: store.custom_message }}
        />
      ) : null}
    </section>
  );
}
