import { Link } from 'react-router';
import { PinIcon } from '../../../components/ui/icons';
import { buttonClassName } from '../../../components/ui/button';
import { StatusBadge, StatusScreen } from '../../../components/ui/status-screen';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useSetting } from '../../../lib/settings/settings-store';

/** No store serves the saved point (SPEC §2, §8): title and message from settings, two ways on. */
export function NoAreaScreen({ onBackToHome }: { onBackToHome: () => void }) {
  const { t } = useTranslation();
  const title = useSetting('noAreaTitleText', 'We are not here yet');
  const message = useSetting('noAreaMessageText');
  return (
    <StatusScreen
      illustration={
        <StatusBadge>
          <PinIcon />
        </StatusBadge>
      }
      title={title}
      message={message}
    >
      <button
        type="button"
        onClick={onBackToHome}
        className={buttonClassName('outline', 'w-full max-w-xs')}
      >
        {t('backToHome')}
      </button>
      <Link to="/search-location" className={buttonClassName('primary', 'w-full max-w-xs')}>
        {t('updateLocation')}
      </Link>
    </StatusScreen>
  );
}
