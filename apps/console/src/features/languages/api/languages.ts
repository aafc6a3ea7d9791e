import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminLanguage, TranslationRow } from '@app/shared/i18n/i18n-admin.schemas';
import { consolePost } from '../../../lib/console-api';

export const languagesQueryKey = ['admin-languages'] as const;
export const STRINGS_CALL = 'admin/languages/strings';

/** languages/list: every language with its untranslated count. */
export function useAdminLanguages() {
  return useQuery({
    queryKey: languagesQueryKey,
    queryFn: () => consolePost<AdminLanguage[]>('admin/languages/list'),
  });
}

export function useCreateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { language_name: string; code: string; is_rtl: boolean }) =>
      consolePost<AdminLanguage>('admin/languages/create', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languagesQueryKey }),
  });
}

export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      id: number;
      language_name?: string;
      is_rtl?: boolean;
      is_default?: true;
    }) => consolePost<AdminLanguage>('admin/languages/update', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languagesQueryKey }),
  });
}

/** languages/save-string: one string; the counts and the list refresh after. */
export function useSaveString() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { language_id: number; key: string; value: string }) =>
      consolePost<TranslationRow>('admin/languages/save-string', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: languagesQueryKey }),
  });
}
