import { Button } from './ui/button';
import { Skeleton, SkeletonRegion } from './ui/skeleton';
import { useTranslation } from '../lib/i18n/use-translation';
import '../lib/i18n/screen-strings';

/** A screen's placeholder while its query loads: one skeleton block per entry of `rows` (classes). */
export function QueryLoading({ rows, className }: { rows: readonly string[]; className: string }) {
  const { t } = useTranslation();
  return (
    <SkeletonRegion label={t('appLoading')} className={className}>
      {rows.map((row, index) => (
        <Skeleton key={index} className={row} />
      ))}
    </SkeletonRegion>
  );
}

/** A failed query: the connection message and a button that asks again. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="px-6 py-12 text-center">
      <p role="alert" className="text-muted">
        {t('errorMessage')}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        {t('tryAgain')}
      </Button>
    </div>
  );
}
