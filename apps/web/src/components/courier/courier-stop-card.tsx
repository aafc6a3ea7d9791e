import { buttonClassName } from '../ui/button';
import { stopAddressLine, telUrl } from '../../lib/courier/courier-display';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/courier-tracking-strings';

export interface StopView {
  address: string;
  house?: string;
  landmark?: string;
  contact_name?: string;
  contact_phone?: string | null;
}

/** One stop of a task: pickup or drop, its address and landmark, who is there and a call button. */
export function CourierStopCard({
  which,
  stop,
  showCall = true,
}: {
  which: 'pickup' | 'drop';
  stop: StopView;
  showCall?: boolean;
}) {
  const { t } = useTranslation();
  const phone = showCall && stop.contact_phone?.trim() ? stop.contact_phone : null;
  return (
    <div className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-7 shrink-0 place-items-center rounded-full text-xs font-extrabold text-white ${which === 'pickup' ? 'bg-amber-700' : 'bg-green-700'}`}
      >
        {which === 'pickup' ? 'P' : 'D'}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-bold tracking-wider text-muted uppercase">
          {t(which === 'pickup' ? 'courierPickup' : 'courierDrop')}
        </p>
        {stop.contact_name ? (
          <p className="text-[15px] font-bold text-ink">{stop.contact_name}</p>
        ) : null}
        <p className="text-sm text-ink">{stopAddressLine(stop)}</p>
        {stop.landmark ? (
          <p className="text-xs text-muted">
            {t('courierLandmark').replace('{landmark}', stop.landmark)}
          </p>
        ) : null}
      </div>
      {phone ? (
        <a
          href={telUrl(phone)}
          aria-label={t('courierCallContact').replace(
            '{name}',
            stop.contact_name || t(which === 'pickup' ? 'courierPickup' : 'courierDrop'),
          )}
          className={buttonClassName('outline', 'min-h-10 shrink-0 px-3 text-sm')}
        >
          {t('courierCall')}
        </a>
      ) : null}
    </div>
  );
}
