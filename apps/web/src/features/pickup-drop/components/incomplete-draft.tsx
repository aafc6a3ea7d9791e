import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/pickup-drop-strings';

/** A later step opened before the task is described: the way back to its start. */
export function IncompleteDraft() {
  const { t } = useTranslation();
  return (
    <div className="px-8 py-12 text-center">
      <h2 className="text-lg font-extrabold text-ink">{t('pndEmptyDraft')}</h2>
      <p className="mt-2 text-sm text-muted">{t('pndNeedsMore')}</p>
      <Link to="/pickup-and-drop" className={buttonClassName('primary', 'mt-6 w-full max-w-xs')}>
        {t('pndStartTask')}
      </Link>
    </div>
  );
}
