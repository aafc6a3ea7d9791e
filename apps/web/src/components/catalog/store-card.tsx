import {
  formatDistanceKm,
  formatRating,
  resolveOrderType,
} from '@app/shared/catalog/catalog.models';
import type { Store } from '@app/shared/catalog/catalog.schemas';
import { Link } from 'react-router';
import { LeafIcon, StarIcon } from '../ui/icons';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useSetting } from '../../lib/settings/settings-store';
import { useMoney } from '../../lib/use-money';
import { useCatalogStore, useDeliveryPreference } from '../../lib/catalog/catalog-store';

/** Rating pill, green like the apps people know; the number is the SPEC §5 rating. */
export function RatingPill({ store }: { store: Pick<Store, 'avgRating' | 'rating'> }) {
  return (
    <span className="inline-flex items-center gap-0.5 rounded-md bg-veg px-1.5 py-0.5 text-[12px] leading-none font-bold text-white">
      <StarIcon className="size-3" />
      {formatRating(store)}
    </span>
  );
}

/**
 * One store in a list (SPEC §2, §5): image with the featured ribbon, name, cuisines, rating, time,
 * price for two, distance, pure-veg badge and the list message; closed stores say when they open,
 * inactive ones are greyed with restaurantNotActiveMsg. A click sets the order type (SPEC §4).
 */
export function StoreCard({ store, to }: { store: Store; to?: string }) {
  const { t } = useTranslation();
  const preference = useDeliveryPreference();
  const setOrderType = useCatalogStore((state) => state.setOrderType);
  const { priceForTwo } = useMoney();
  const minsText = useSetting('homePageMinsText', 'MINS');
  const forTwoText = useSetting('homePageForTwoText', 'FOR TWO');
  const pureVegText = useSetting('pureVegText', 'Pure Veg');
  const notActiveText = useSetting('restaurantNotActiveMsg');
  const isInactive = store.is_active !== 1;
  const isClosed = !store.is_open;

  return (
    <Link
      to={to ?? `/stores/${store.slug}`}
      onClick={() =>
        setOrderType(resolveOrderType({ preference, deliveryType: store.delivery_type }))
      }
      data-testid="store-card"
      data-inactive={isInactive ? 'true' : undefined}
      className={`flex gap-4 rounded-2xl p-1 transition active:scale-[0.99] ${isInactive ? 'grayscale' : ''}`}
    >
      <div className="relative shrink-0">
        <img
          src={store.image}
          alt=""
          width={112}
          height={112}
          loading="lazy"
          decoding="async"
          className={`size-28 rounded-2xl bg-canvas object-cover shadow-[0_4px_12px_rgb(40_44_63/0.15)] ${isInactive ? 'opacity-60 grayscale' : isClosed ? 'grayscale' : ''}`}
        />
        {store.custom_featured_name ? (
          <span className="absolute top-2 -left-1 max-w-[110px] truncate rounded-r-md bg-primary-strong px-2 py-0.5 text-[10px] font-extrabold tracking-wide text-white uppercase shadow">
            {store.custom_featured_name}
          </span>
        ) : null}
        {isClosed && !isInactive && store.opens_at_text ? (
          <span className="absolute inset-x-0 bottom-0 rounded-b-2xl bg-ink/80 px-1 py-1 text-center text-[10px] leading-tight font-bold text-white">
            {store.opens_at_text}
          </span>
        ) : null}
      </div>
      <div className="min-w-0 flex-1 py-1">
        <h3 className="truncate text-[16px] leading-snug font-extrabold text-ink">{store.name}</h3>
        <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-[13px] font-semibold text-ink">
          <RatingPill store={store} />
          <span>
            {store.delivery_time} {minsText}
          </span>
          {store.distance !== null ? (
            <span className="text-muted">
              · {formatDistanceKm(store.distance)} {t('km')}
            </span>
          ) : null}
        </p>
        {store.cuisines.length > 0 ? (
          <p className="mt-1 truncate text-[13px] text-muted">{store.cuisines.join(', ')}</p>
        ) : null}
        {store.price_range > 0 ? (
          <p className="mt-0.5 text-[13px] text-muted">
            {priceForTwo(store.price_range)} {forTwoText}
          </p>
        ) : null}
        {store.is_pureveg === 1 ? (
          <p className="mt-1 inline-flex items-center gap-1 text-[12px] font-bold text-veg">
            <LeafIcon className="size-3.5" />
            {pureVegText}
          </p>
        ) : null}
        {isInactive ? (
          <p className="mt-1 text-[12px] font-bold text-red-700">{notActiveText}</p>
        ) : isClosed && store.opens_at_text ? (
          <p className="mt-1 text-[12px] font-bold text-red-700">{store.opens_at_text}</p>
        ) : store.custom_message_on_list ? (
          <p className="mt-1 truncate text-[12px] font-semibold text-primary-strong">
            {store.custom_message_on_list}
          </p>
        ) : null}
      </div>
    </Link>
  );
}
