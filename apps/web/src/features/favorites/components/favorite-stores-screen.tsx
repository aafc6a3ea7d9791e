import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { HeartIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { StatusBadge } from '../../../components/ui/status-screen';
import { useAuthToken } from '../../../lib/session/user-store';
import { StoreList } from '../../../components/catalog/store-list';
import { StoreListSkeleton } from '../../../components/catalog/store-list-skeleton';
import { usePosition } from '../../../lib/location/use-position';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useFavoriteStores } from '../api/get-favorite-stores';
import '../../../lib/i18n/screen-strings';

function Prompt({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center px-8 py-12 text-center">
      <StatusBadge>
        <HeartIcon />
      </StatusBadge>
      <h2 className="mt-6 text-xl font-extrabold text-ink">{title}</h2>
      <p className="mt-2 text-[15px] text-muted">{message}</p>
      {children ? <div className="mt-6 w-full max-w-xs">{children}</div> : null}
    </div>
  );
}

/** `/my-favorite-stores`: the customer's favorites; guests are asked to log in. */
export function FavoriteStoresScreen() {
  const { t } = useTranslation();
  const token = useAuthToken();
  const position = usePosition();
  const query = useFavoriteStores(
    { ...(position ?? {}), token: token ?? '' },
    { enabled: Boolean(token) },
  );

  let body;
  if (!token) {
    body = (
      <Prompt title={t('favouritesLoginTitle')} message={t('favouritesLoginMessage')}>
        <Link to="/login?next=/my-favorite-stores" className={buttonClassName('primary', 'w-full')}>
          {t('loginLink')}
        </Link>
      </Prompt>
    );
  } else if (query.isPending) {
    body = <StoreListSkeleton count={3} />;
  } else if (query.isError) {
    body = (
      <p role="alert" className="px-6 py-12 text-center text-muted">
        {t('errorMessage')}
      </p>
    );
  } else if (query.data.length === 0) {
    body = (
      <Prompt title={t('favouritesEmptyTitle')} message={t('favouritesEmptyMessage')}>
        <Link to="/" className={buttonClassName('primary', 'w-full')}>
          {t('goHome')}
        </Link>
      </Prompt>
    );
  } else {
    body = <StoreList stores={query.data} label={t('pageFavouriteStores')} />;
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-white pb-8">
      <PageTopBar title={t('pageFavouriteStores')} backLabel={t('back')} />
      <main className="pt-2">{body}</main>
    </div>
  );
}
