import { uiStringsEn } from '@app/shared/i18n/ui-strings';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { CloseIcon } from '../components/ui/icons';
import { StatusBadge, StatusScreen } from '../components/ui/status-screen';

/**
 * Shown when a route fails to render or its code fails to load (typically a deploy replaced the
 * chunks). A reload fetches the new ones.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <StatusScreen
      illustration={
        <StatusBadge>
          <CloseIcon />
        </StatusBadge>
      }
      title={uiStringsEn.errorTitle}
      message={uiStringsEn.errorMessage}
    >
      <Button className="w-full max-w-xs" onClick={() => window.location.reload()}>
        {uiStringsEn.retry}
      </Button>
    </StatusScreen>
  );
}
