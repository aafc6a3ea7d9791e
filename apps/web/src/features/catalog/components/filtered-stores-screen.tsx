import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFilteredRestaurants } from '../api/get-filtered-restaurants';
import { usePosition } from '../../../lib/location/use-position';
import { NoStoresMessage } from './home-store-list';
import { StoreList } from '../../../components/catalog/store-list';
import { StoreListSkeleton } from '../../../components/catalog/store-list-skeleton';
import '../../../lib/i18n/screen-strings';

/** Stores near the saved point in the given categories (get-filtered-restaurants). */
export function FilteredStoresScreen({
  title,
  categoryIds,
}: {
  title: string;
  categoryIds: number[];
}) {
  const { t } = useTranslation();
  const position = usePosition();
  const query = useFilteredRestaurants(
    {
      latitude: position?.latitude ?? 0,
      longitude: position?.longitude ?? 0,
      category_ids: categoryIds,
    },
    { enabled: position !== null },
  );

  let body;
  if (!position) {
    body = (
      <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
        <p className="text-[15px] text-muted">{t('myLocationMissing')}</p>
        <Link to="/search-location" className={buttonClassName('primary')}>
          {t('chooseLocation')}
        </Link>
      </div>
    );
  } else if (categoryIds.length === 0) {
    body = <NoStoresMessage />;
  } else if (query.isPending) {
    body = <StoreListSkeleton />;
  } else if (query.isError) {
    body = (
      <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
        <p className="text-muted">{t('errorMessage')}</p>
        <button
          type="button"
          className={buttonClassName('outline')}
          onClick={() => void query.refetch()}
        >
          {t('retry')}
        </button>
      </div>
    );
  } else if (query.data.length === 0) {
    body = <NoStoresMessage />;
  } else {
    body = (
      <>
        <p className="px-4 pt-3 text-[13px] font-semibold text-muted">
          {t('storesCount').replace('{count}', String(query.data.length))}
        </p>
        <StoreList stores={query.data} label={title} />
      </>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-8">
      <PageTopBar title={title} backLabel={t('back')} />
      <main className="pt-1">{body}</main>
    </div>
  );
}
