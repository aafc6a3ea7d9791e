import type { Position } from '@app/shared/catalog/catalog.schemas';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useGroceryOffers } from '../api/get-grocery-offers';

/**
 * `/grocery`'s offers: a row of cards from grocery stores delivering here, each leading to its
 * store, with the coupon code to use. Nothing while loading or when there are none (the category
 * grid and the stores are the page's point).
 */
export function GroceryOffersRow({
  position,
  storePath,
}: {
  position: Position;
  storePath: (slug: string) => string;
}) {
  const { t } = useTranslation();
  const offers = useGroceryOffers(position);
  if (!offers.data?.length) return null;
  return (
    <section aria-labelledby="grocery-offers" className="mt-2 bg-white py-3">
      <h2 id="grocery-offers" className="px-4 text-[17px] font-extrabold text-ink">
        {t('groceryOffers')}
      </h2>
      <ul className="mt-3 flex snap-x gap-3 overflow-x-auto px-4 pb-1">
        {offers.data.map((offer) => {
          const card = (
            <>
              <img
                src={offer.image || undefined}
                alt=""
                width={240}
                height={80}
                loading="lazy"
                className="h-20 w-full rounded-xl object-cover"
              />
              <p className="mt-2 line-clamp-1 text-[14px] font-bold text-ink">{offer.title}</p>
              <p className="line-clamp-2 text-[12px] text-muted">{offer.description}</p>
              {offer.coupon_code ? (
                <p className="mt-1 inline-block rounded-md border border-dashed border-primary-strong px-2 text-[12px] font-bold text-primary-strong">
                  {offer.coupon_code}
                </p>
              ) : null}
            </>
          );
          return (
            <li key={offer.id} className="w-64 shrink-0 snap-start">
              {offer.restaurant ? (
                <Link to={storePath(offer.restaurant.slug)} className="block">
                  {card}
                </Link>
              ) : (
                card
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
