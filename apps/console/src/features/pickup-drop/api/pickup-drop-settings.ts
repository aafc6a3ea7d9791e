import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPickupDropSettings } from '@app/shared/courier/courier-admin.schemas';
import { consolePost } from '../../../lib/console-api';
import type { SaveBody } from '../lib/settings-form';

export const pickupDropSettingsQueryKey = ['pickup-drop-settings'] as const;

/** get-pickup-drop-settings (admins): as stored, with what is broken named in `problems`. */
export function usePickupDropSettings() {
  return useQuery({
    queryKey: pickupDropSettingsQueryKey,
    queryFn: () => consolePost<AdminPickupDropSettings>('get-pickup-drop-settings'),
    // The editor keeps its own copy while open: a background refetch must not reset typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** save-pickup-drop-settings: every setting at once; answers them as now stored. */
export function useSavePickupDropSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) =>
      consolePost<AdminPickupDropSettings>('save-pickup-drop-settings', body),
    onSuccess: (saved) => queryClient.setQueryData(pickupDropSettingsQueryKey, saved),
  });
}
