import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import { consolePost } from '../../../lib/console-api';

export const adminSettingsQueryKey = ['admin-settings'] as const;

/** settings/get: every editable value; secrets only as set or not set. */
export function useAdminSettings() {
  return useQuery({
    queryKey: adminSettingsQueryKey,
    queryFn: () => consolePost<AdminSettings>('admin/settings/get'),
    // The editor keeps its own draft: a background refetch must not reset typing.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}

/** settings/save: only the changed keys; answers every setting as now stored. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: Record<string, string>) =>
      consolePost<AdminSettings>('admin/settings/save', { values }),
    onSuccess: (saved) => queryClient.setQueryData(adminSettingsQueryKey, saved),
  });
}

/** settings/clear-caches: every open customer app clears its caches and reloads. */
export function useClearCaches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => consolePost<AdminSettings>('admin/settings/clear-caches'),
    onSuccess: (saved) => queryClient.setQueryData(adminSettingsQueryKey, saved),
  });
}

/** settings/preview-html: the HTML as the server would store it (sanitised). */
export function previewHtml(html: string) {
  return consolePost<{ html: string }>('admin/settings/preview-html', { html });
}

/** settings/upload-image: stores an image for an image setting; answers its URL for the field. */
export function uploadSettingImage(key: string, image: string) {
  return consolePost<{ url: string }>('admin/settings/upload-image', { key, image });
}
