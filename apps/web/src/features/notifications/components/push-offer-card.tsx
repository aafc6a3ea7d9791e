import { Button } from '../../../components/ui/button';
import { canAskForPush, offerPush, usePushOffer } from '../../../lib/push-offer';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/account-strings';

/**
 * The alerts screen's way to turn on push (H8.11): an inline card while the browser has not been
 * asked; its button opens the question even when "Not now" was answered earlier.
 */
export function PushOfferCard() {
  const { t } = useTranslation();
  // Read again when the question closes: after "Allow" the browser has been asked.
  usePushOffer();
  if (!canAskForPush()) return null;
  return (
    <section
      aria-labelledby="push-offer-title"
      className="mx-5 mt-4 flex items-center gap-3 rounded-2xl bg-primary-soft px-4 py-3"
    >
      <div className="min-w-0 flex-1">
        <h2 id="push-offer-title" className="text-[15px] font-bold text-ink">
          {t('alertsPushTitle')}
        </h2>
        <p className="mt-0.5 text-sm text-muted">{t('alertsPushMessage')}</p>
      </div>
      <Button className="min-h-10 shrink-0 px-4" onClick={() => offerPush({ isRequested: true })}>
        {t('alertsPushButton')}
      </Button>
    </section>
  );
}
