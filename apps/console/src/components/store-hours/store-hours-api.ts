import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StoreHours } from '@app/shared/console/owner.schemas';
import { consolePost } from '../../lib/console-api';

export const storeHoursQueryKey = (storeId: number) => ['console', 'store-hours', storeId] as const;

export function useStoreHours(
  storeId: number,
  { refetchEveryMs }: { refetchEveryMs?: number } = {},
) {
  return useQuery({
    queryKey: storeHoursQueryKey(storeId),
    queryFn: () => consolePost<StoreHours>('get-store-hours', { store_id: storeId }),
    ...(refetchEveryMs ? { refetchInterval: refetchEveryMs } : {}),
  });
}

export type HoursCall =
  | {
      call: 'set-store-hours';
      body: { opening_hours: { day: number; ranges: [string, string][] }[] | null };
    }
  | { call: 'set-store-holidays'; body: { holidays: string[] } }
  | {
      call: 'set-busy-mode';
      body: { mode: 'busy' | 'pause' | 'end'; for_minutes?: number; extra_minutes?: number };
    };

/** One change of hours, holidays or busy mode; the answer is the store's hours as saved. */
export function useChangeStoreHours(storeId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ call, body }: HoursCall) =>
      consolePost<StoreHours>(call, { store_id: storeId, ...body }),
    onSuccess: (hours) => queryClient.setQueryData(storeHoursQueryKey(storeId), hours),
  });
}
