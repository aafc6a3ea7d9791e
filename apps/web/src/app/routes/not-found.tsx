import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { SearchIcon } from '../../components/ui/icons';
import { StatusBadge, StatusScreen } from '../../components/ui/status-screen';
import { useTranslation } from '../../lib/i18n/use-translation';
import '../../lib/i18n/screen-strings';

/** Any path that is not a route of SPEC §2. */
export function Component() {
  const { t } = useTranslation();
  return (
    <StatusScreen
      illustration={
        <StatusBadge>
          <SearchIcon />
        </StatusBadge>
      }
      title={t('notFoundTitle')}
      message={t('notFoundMessage')}
    >
      <Link to="/" className={buttonClassName('primary', 'w-full max-w-xs')}>
        {t('goHome')}
      </Link>
    </StatusScreen>
  );
}
