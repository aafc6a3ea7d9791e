import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Page } from '../../components/page';
import { StorePicker, useChosenStore } from '../../components/store-picker';
import { ErrorNote } from '../../components/ui';
import { errorMessage } from '../../lib/console-api';
import type { ConsoleSession } from '../../lib/session';
import { storeHoursQueryKey, useStoreHours } from '../../components/store-hours/store-hours-api';
import { BusyMode } from '../../components/store-hours/busy-mode';
import { Holidays } from '../../components/store-hours/holidays';
import { WeekHours } from '../../components/store-hours/week-hours';

/** The owner's hours page: busy mode and pause, weekly hours, holidays, per store. */
export default function Route({ session }: { session: ConsoleSession }) {
  const { store, choose } = useChosenStore(session.stores);
  return (
    <Page
      title="Hours & busy mode"
      width="narrow"
      actions={<StorePicker stores={session.stores} value={store?.id} onChange={choose} />}
    >
      {store ? (
        <StoreHoursPanel key={store.id} storeId={store.id} />
      ) : (
        <p>No store is linked to this account yet.</p>
      )}
    </Page>
  );
}

function StoreHoursPanel({ storeId }: { storeId: number }) {
  const hours = useStoreHours(storeId);
  const queryClient = useQueryClient();
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: storeHoursQueryKey(storeId) }),
    [queryClient, storeId],
  );
  if (hours.isPending) return <p className="text-muted">Loading…</p>;
  if (hours.isError) return <ErrorNote>{errorMessage(hours.error)}</ErrorNote>;
  const data = hours.data;
  return (
    <div className="space-y-4">
      <p
        role="status"
        className={`rounded-md px-3 py-2 font-semibold ${data.is_open ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
      >
        {data.name}: {data.is_open ? 'taking orders now' : (data.status_text ?? 'closed now')}
      </p>
      <BusyMode hours={data} onExpired={refresh} />
      <WeekHours key={JSON.stringify(data.opening_hours)} hours={data} />
      <Holidays hours={data} />
    </div>
  );
}
