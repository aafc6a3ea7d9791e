import type { StoreInfo } from '@app/shared/catalog/catalog.schemas';
import { HeartIcon } from '../ui/icons';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useToggleFavorite } from '../../lib/favorites/toggle-favorite';
import '../../lib/i18n/screen-strings';

/** The heart on the store header; only rendered for a logged-in customer (SPEC §5). */
export function FavoriteButton({
  store,
  token,
  storeInfoKey,
}: {
  store: StoreInfo;
  token: string;
  storeInfoKey: readonly unknown[];
}) {
  const { t } = useTranslation();
  const toggle = useToggleFavorite({ storeInfoKey });
  const isFavorite = store.is_favorited === 1;
  return (
    <button
      type="button"
      aria-pressed={isFavorite}
      aria-label={t('favouriteStore')}
      onClick={() => toggle.mutate({ token, id: store.id })}
      className={`grid size-11 shrink-0 place-items-center rounded-full border border-line transition ${isFavorite ? 'text-red-600' : 'text-muted'}`}
    >
      <HeartIcon filled={isFavorite} className="size-6" />
    </button>
  );
}
