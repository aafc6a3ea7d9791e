import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { BusyMode } from '../../../components/store-hours/busy-mode';
import { Holidays } from '../../../components/store-hours/holidays';
import { storeHoursQueryKey, useStoreHours } from '../../../components/store-hours/store-hours-api';
import { ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';

/**
 * A saved store's holidays and busy mode, beside the weekly hours of the editor: the same panels
 * the owner has on /hours, each saved at once (they are not part of the editor's form).
 */
export function StoreHoursExtras({ storeId }: { storeId: number }) {
  const hours = useStoreHours(storeId);
  const queryClient = useQueryClient();
  // Stable, so busy mode's end-of-timer effect runs once, not on every render.
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: storeHoursQueryKey(storeId) }),
    [queryClient, storeId],
  );
  if (hours.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        Loading holidays and busy mode…
      </p>
    );
  if (hours.isError) return <ErrorNote>{errorMessage(hours.error)}</ErrorNote>;
  return (
    <div className="grid max-w-4xl gap-4 lg:grid-cols-2">
      <BusyMode hours={hours.data} onExpired={refresh} />
      <Holidays hours={hours.data} />
    </div>
  );
}
