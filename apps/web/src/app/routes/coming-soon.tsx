import { Link } from 'react-router';
import { buttonClassName } from '../../components/ui/button';
import { ClockIcon } from '../../components/ui/icons';
import { StatusBadge, StatusScreen } from '../../components/ui/status-screen';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useRouteHandles } from '../../lib/route-handles';
import { AppTabBar } from '../app-tab-bar';
import type { ComingSoonRoute } from '../coming-soon-routes';
import '../../lib/i18n/screen-strings';

function isComingSoonRoute(value: unknown): value is ComingSoonRoute {
  return typeof value === 'object' && value !== null && 'titleKey' in value && 'path' in value;
}

/** One module for every SPEC §2 screen not built yet; the route's `handle` names the page. */
export function Component() {
  const { t } = useTranslation();
  const handle = useRouteHandles().at(-1);
  const route = isComingSoonRoute(handle) ? handle : undefined;

  return (
    <>
      <StatusScreen
        className={route?.hasTabBar ? 'min-h-[calc(100dvh-6rem)]' : ''}
        illustration={
          <StatusBadge>
            <ClockIcon />
          </StatusBadge>
        }
        eyebrow={route ? t(route.titleKey) : undefined}
        title={t('comingSoonTitle')}
        message={t('comingSoonMessage')}
      >
        <Link to="/" className={buttonClassName('primary', 'w-full max-w-xs')}>
          {t('goHome')}
        </Link>
      </StatusScreen>
      {route?.hasTabBar ? <AppTabBar /> : null}
    </>
  );
}
