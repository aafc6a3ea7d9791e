import { SkeletonRegion } from '../ui/skeleton';
import { useTranslation } from '../../lib/i18n/use-translation';

/** A store card's placeholder: the card's image size and padding. */
export function StoreCardSkeleton() {
  return (
    <div className="flex gap-4 p-1">
      <span className="block size-28 shrink-0 animate-pulse rounded-2xl bg-canvas" />
      <div className="flex flex-1 flex-col gap-2 py-2">
        <span className="block h-4 w-3/4 animate-pulse rounded bg-canvas" />
        <span className="block h-3 w-1/2 animate-pulse rounded bg-canvas" />
        <span className="block h-3 w-2/3 animate-pulse rounded bg-canvas" />
      </div>
    </div>
  );
}

export function StoreListSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('loadingStores')} className="flex flex-col gap-5 px-4 py-2">
      {Array.from({ length: count }, (_, index) => (
        <StoreCardSkeleton key={index} />
      ))}
    </SkeletonRegion>
  );
}
