import { Link } from 'react-router';
import { buttonClassName } from '../../../components/ui/button';
import { StatusScreen } from '../../../components/ui/status-screen';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/pickup-drop-strings';
import '../../../lib/i18n/screen-strings';

/** A location route whose `{address_type}` is neither `pickup` nor `drop`. */
export function UnknownStop() {
  const { t } = useTranslation();
  return (
    <StatusScreen title={t('notFoundTitle')} message={t('pndUnknownStop')}>
      <Link to="/pickup-and-drop" className={buttonClassName('primary', 'w-full max-w-xs')}>
        {t('pndTitle')}
      </Link>
    </StatusScreen>
  );
}
