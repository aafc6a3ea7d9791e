import { useTranslation } from '../../../lib/i18n/use-translation';
import type { GpsReporterState } from '../hooks/use-rider-gps-reporter';

/** Tells the rider their position is shared, or that they must allow it. */
export function GpsNotice({ state }: { state: GpsReporterState }) {
  const { t } = useTranslation();
  if (state === 'idle') return null;
  return state === 'denied' ? (
    <p role="alert" className="mx-4 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {t('deliveryLocationDenied')}
    </p>
  ) : (
    <p role="status" className="mx-4 flex items-center gap-2 text-xs font-semibold text-green-800">
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-green-600" />
      {t('deliveryLocationSharing')}
    </p>
  );
}
