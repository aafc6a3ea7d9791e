import { useState } from 'react';
import { Page } from '../../components/page';
import { Button, ErrorNote, Notice } from '../../components/ui';
import { errorMessage } from '../../lib/console-api';
import { useAdminSettings, useClearCaches } from './api/admin-settings';
import { SettingsEditor } from './components/settings-editor';

/** Admins with `settings`: every key the customer app reads, by group; clear customer caches. */
export default function Route() {
  const settings = useAdminSettings();
  const clearCaches = useClearCaches();
  const [isConfirming, setIsConfirming] = useState(false);

  const actions = isConfirming ? (
    <div role="group" aria-label="Confirm clearing caches" className="flex items-center gap-2">
      <span className="text-sm">Every open customer app reloads. Continue?</span>
      <Button
        tone="danger"
        disabled={clearCaches.isPending}
        onClick={() => clearCaches.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
      >
        Yes, clear caches
      </Button>
      <Button onClick={() => setIsConfirming(false)}>Cancel</Button>
    </div>
  ) : (
    <Button onClick={() => setIsConfirming(true)} disabled={!settings.data}>
      Clear caches
    </Button>
  );

  return (
    <Page title="Settings" actions={actions}>
      {clearCaches.isSuccess ? (
        <Notice>
          Caches cleared: customer apps reload with cache version{' '}
          {clearCaches.data.versions.forceCacheClearVersion}.
        </Notice>
      ) : null}
      {clearCaches.isError ? <ErrorNote>{errorMessage(clearCaches.error)}</ErrorNote> : null}
      {settings.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading settings…
        </p>
      ) : settings.isError ? (
        <ErrorNote>
          {errorMessage(settings.error)}{' '}
          <button type="button" className="underline" onClick={() => void settings.refetch()}>
            Retry
          </button>
        </ErrorNote>
      ) : (
        <SettingsEditor stored={settings.data} />
      )}
    </Page>
  );
}
