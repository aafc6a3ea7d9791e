import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsoleStore } from '@app/shared/console/console.schemas';
import { consolePost } from '../../../lib/console-api';
import { storeHoursQueryKey } from '../../../components/store-hours/store-hours-api';
import { storesQueryKey } from './get-stores';

/** toggle-store: open or close the store for new orders. */
export function toggleStore({
  storeId,
  isActive,
}: {
  storeId: number;
  isActive: boolean;
}): Promise<ConsoleStore> {
  return consolePost<ConsoleStore>('toggle-store', { store_id: storeId, is_active: isActive });
}

/** set-auto-accept: new orders go straight to Preparing. */
export function setAutoAccept({
  storeId,
  autoAccept,
}: {
  storeId: number;
  autoAccept: boolean;
}): Promise<ConsoleStore> {
  return consolePost<ConsoleStore>('set-auto-accept', {
    store_id: storeId,
    auto_accept_orders: autoAccept,
  });
}

function useStoreMutation<TInput>(mutationFn: (input: TInput) => Promise<ConsoleStore>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (store) =>
      queryClient.setQueryData<ConsoleStore[]>(storesQueryKey, (stores) =>
        stores?.map((existing) => (existing.id === store.id ? store : existing)),
      ),
    onSettled: (store) => {
      void queryClient.invalidateQueries({ queryKey: storesQueryKey });
      // Open or closed now follows the switch (the board's badge and the switch's sentence).
      if (store) void queryClient.invalidateQueries({ queryKey: storeHoursQueryKey(store.id) });
    },
  });
}

export function useToggleStore() {
  return useStoreMutation(toggleStore);
}

export function useSetAutoAccept() {
  return useStoreMutation(setAutoAccept);
}
