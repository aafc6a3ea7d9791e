import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { SearchIcon } from '../../components/ui/icons';
import { StatusBadge, StatusScreen } from '../../components/ui/status-screen';
import { useTranslation } from '../../features/i18n/hooks/use-translation';
import '../../features/i18n/lib/screen-strings';

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
