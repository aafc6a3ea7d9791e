import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { usePickupDropSettings } from '../api/get-pickup-drop-settings';
import type { Refusal } from '../lib/refusals';

/** Why the task cannot be priced, and the one thing that fixes it. */
export function RefusalPanel({
  refusal,
  onRetry,
  className = 'mx-4',
}: {
  refusal: Refusal;
  onRetry: () => void;
  /** Its margins: inset on a page by default. */
  className?: string;
}) {
  const { t } = useTranslation();
  const hours = usePickupDropSettings().data?.tariff.serviceHours;
  const action = 'mt-3 w-full';
  return (
    <section
      role="alert"
      data-code={refusal.code}
      className={`${className} rounded-2xl border border-red-200 bg-red-50 p-4 text-sm text-ink`}
    >
      <p className="text-[15px] font-bold text-red-800">{refusal.message}</p>
      {refusal.fix === 'stops' ? (
        <Link to="/pickup-and-drop/search-location" className={buttonClassName('outline', action)}>
          {t('pndFixStops')}
        </Link>
      ) : refusal.fix === 'weight' ? (
        <Link to="/pickup-and-drop" className={buttonClassName('outline', action)}>
          {t('pndFixWeight')}
        </Link>
      ) : refusal.fix === 'type' ? (
        <Link to="/pickup-and-drop" className={buttonClassName('outline', action)}>
          {t('pndFixType')}
        </Link>
      ) : (
        <>
          <p className="mt-1 text-muted">
            {refusal.fix === 'hours' && hours
              ? t('pndComeBackHours').replace('{open}', hours.open).replace('{close}', hours.close)
              : t('pndComeBackLater')}
          </p>
          <button type="button" onClick={onRetry} className={buttonClassName('outline', action)}>
            {t('tryAgain')}
          </button>
        </>
      )}
    </section>
  );
}
