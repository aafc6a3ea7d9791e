import { useEffect, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { PageSpinner } from '../../../components/ui/spinner';
import { StatusBadge, StatusScreen } from '../../../components/ui/status-screen';
import { CloseIcon } from '../../../components/ui/icons';
import { removeSplash, SPLASH_BACKUP_REMOVAL_MS } from '../../../components/ui/splash';
import { useGetSettings } from '../../../lib/settings/get-settings';
import { useSettingsStore } from '../../../lib/settings/settings-store';
import { useThemeColor } from '../hooks/use-theme-color';
import { uiStringsEn } from '@app/shared/i18n/ui-strings';

/**
 * Renders the app from the stored settings at once and refreshes them in the background on every
 * start. Only a first visit (nothing stored) waits for them, with a spinner, or an error with Retry.
 */
export function SettingsGate({ children }: { children: ReactNode }) {
  const settings = useSettingsStore((state) => state.settings);
  const setSettings = useSettingsStore((state) => state.setSettings);
  const query = useGetSettings();
  useThemeColor();

  useEffect(() => {
    if (!query.data) return;
    setSettings(query.data);
    // A backup to the removal on mount (SPEC §4): nothing may stay under the splash.
    const timer = window.setTimeout(removeSplash, SPLASH_BACKUP_REMOVAL_MS);
    return () => window.clearTimeout(timer);
  }, [query.data, setSettings]);

  useEffect(() => {
    // A failed background refresh is only logged (SPEC §8): the stored copy stays in use.
    if (query.error) console.error(query.error);
  }, [query.error]);

  if (settings) return children;

  // No translations can exist before the first settings arrive, so these texts are the built-ins.
  if (query.isError) {
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
        <Button
          className="w-full max-w-xs"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
        >
          {query.isFetching ? uiStringsEn.appLoading : uiStringsEn.retry}
        </Button>
      </StatusScreen>
    );
  }

  return <PageSpinner label={uiStringsEn.appLoading} />;
}
