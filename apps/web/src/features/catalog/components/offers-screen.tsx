import type { Offer } from '@app/shared/catalog/catalog.schemas';
import { Link } from 'react-router';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { OfferIcon } from '../../../components/ui/icons';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { useAuthToken } from '../../../lib/session/user-store';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOffers } from '../api/get-offers';
import { useUserOffers } from '../api/get-user-offers';
import { usePosition } from '../../../lib/location/use-position';
import { StoreList } from '../../../components/catalog/store-list';
import '../../../lib/i18n/screen-strings';

function OfferCard({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const body = (
    <>
      {offer.image ? (
        <img
          src={offer.image}
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          className="aspect-[3/1] w-full rounded-xl bg-canvas object-cover"
        />
      ) : (
        <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary-soft text-primary">
          <OfferIcon className="size-6" />
        </span>
      )}
      <span className="block min-w-0 flex-1">
        <span className="block text-[16px] leading-snug font-extrabold text-ink">
          {offer.title}
        </span>
        {offer.description ? (
          <span className="mt-0.5 block text-[13px] text-muted">{offer.description}</span>
        ) : null}
        {offer.coupon_code ? (
          <span className="mt-2 inline-block rounded-md border border-dashed border-primary-strong px-2 py-0.5 text-[12px] font-extrabold tracking-wider text-primary-strong">
            {t('useCode')} {offer.coupon_code}
          </span>
        ) : null}
        {offer.restaurant ? (
          <span className="mt-1 block text-[12px] font-semibold text-muted">
            {offer.restaurant.name}
          </span>
        ) : null}
      </span>
    </>
  );
  const className = `flex ${offer.image ? 'flex-col' : ''} gap-3 rounded-2xl p-3 ring-1 ring-line`;
  return offer.restaurant ? (
    <Link to={`/stores/${offer.restaurant.slug}`} className={className} data-testid="offer-card">
      {body}
    </Link>
  ) : (
    <div className={className} data-testid="offer-card">
      {body}
    </div>
  );
}

/** `/offers` and `/clones/offers`: offers and stores with an offer (get-user-offers when logged in). */
export function OffersScreen() {
  const { t } = useTranslation();
  const position = usePosition() ?? { latitude: 0, longitude: 0 };
  const token = useAuthToken();
  const guest = useOffers(position, { enabled: !token });
  const user = useUserOffers({ ...position, token: token ?? '' }, { enabled: Boolean(token) });
  const query = token ? user : guest;

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-8">
      <PageTopBar title={t('pageOffers')} backLabel={t('back')} />
      <main>
        {query.isPending ? (
          <SkeletonRegion label={t('loadingOffers')} className="flex flex-col gap-3 px-4 py-4">
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
            <Skeleton className="h-24 rounded-2xl" />
          </SkeletonRegion>
        ) : query.isError ? (
          <p role="alert" className="px-4 py-10 text-center text-muted">
            {t('errorMessage')}
          </p>
        ) : query.data.offers.length === 0 && query.data.restaurants.length === 0 ? (
          <p role="status" className="px-6 py-12 text-center text-[15px] text-muted">
            {t('noOffers')}
          </p>
        ) : (
          <>
            {query.data.offers.length > 0 ? (
              <section aria-labelledby="offers-title" className="px-4 pt-4">
                <h2 id="offers-title" className="text-[17px] font-extrabold text-ink">
                  {t('offersForYou')}
                </h2>
                <ul className="mt-3 flex flex-col gap-3">
                  {query.data.offers.map((offer) => (
                    <li key={offer.id}>
                      <OfferCard offer={offer} />
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            {query.data.restaurants.length > 0 ? (
              <section aria-labelledby="offer-stores-title" className="pt-6">
                <h2
                  id="offer-stores-title"
                  className="px-4 pb-2 text-[17px] font-extrabold text-ink"
                >
                  {t('storesWithOffers')}
                </h2>
                <StoreList stores={query.data.restaurants} label={t('storesWithOffers')} />
              </section>
            ) : null}
          </>
        )}
      </main>
    </div>
  );
}
