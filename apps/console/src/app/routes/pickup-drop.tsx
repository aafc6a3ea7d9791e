import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router';
import { Button, ErrorNote } from '../../components/ui';
import {
  usePickupDropSettings,
  useSavePickupDropSettings,
} from '../../features/pickup-drop/api/pickup-drop-settings';
import { PickupDropForm } from '../../features/pickup-drop/components/pickup-drop-form';
import { errorMessage } from '../../lib/console-api';
import type { ConsoleSession } from '../../lib/session';

/** Admins: pickup and drop's task types, tariff, zone, hours and proof rules (issue 16). */
export function PickupDropRoute(_props: { session: ConsoleSession }) {
  const settings = usePickupDropSettings();
  const save = useSavePickupDropSettings();
  // A ref the form sets as it commits, so a click right after a save never sees a stale answer.
  const isDirty = useRef(false);
  const onDirtyChange = useCallback((dirty: boolean) => {
    isDirty.current = dirty;
  }, []);
  // Leaving for another console page with unsaved changes asks first (closing the tab too).
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
        isDirty.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  const dialogRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (blocker.state === 'blocked') dialogRef.current?.querySelector('button')?.focus();
  }, [blocker.state]);

  return (
    <>
      <main className="mx-auto max-w-4xl space-y-4 p-4">
        <h1 className="text-xl font-bold">Pickup & drop</h1>
        {blocker.state === 'blocked' ? (
          <div
            ref={dialogRef}
            role="alertdialog"
            aria-labelledby="leave-title"
            className="space-y-2 rounded-md border border-amber-400 bg-amber-50 p-3 text-sm"
          >
            <p id="leave-title" className="font-semibold">
              Leave without saving? Your changes will be lost.
            </p>
            <div className="flex gap-2">
              <Button tone="primary" onClick={() => blocker.reset()}>
                Stay and keep editing
              </Button>
              <Button tone="danger" onClick={() => blocker.proceed()}>
                Leave without saving
              </Button>
            </div>
          </div>
        ) : null}
        {settings.isPending ? <p role="status">Loading the settings…</p> : null}
        {settings.isError ? (
          <ErrorNote>Could not load the settings: {errorMessage(settings.error)}</ErrorNote>
        ) : null}
        {settings.data ? (
          <PickupDropForm
            settings={settings.data}
            onSave={(body) => save.mutateAsync(body)}
            onDirtyChange={onDirtyChange}
          />
        ) : null}
      </main>
    </>
  );
}
