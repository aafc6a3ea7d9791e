import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminStore,
  AdminStoreRow,
  LinkCandidate,
  StoreCategory,
  StoreFields,
} from '@app/shared/console/store-admin.schemas';
import { consolePost } from '../../lib/console-api';

export type { AdminStore, AdminStoreRow, LinkCandidate, StoreCategory, StoreFields };

/** The admin's store calls (admin/stores/*, admin/store-categories/*). */
export const storeQueryKey = (storeId: number) => ['admin-store', storeId] as const;

export function useAdminStore(storeId: number | null) {
  return useQuery({
    queryKey: storeQueryKey(storeId ?? 0),
    queryFn: () => consolePost<AdminStore>('admin/stores/get', { store_id: storeId }),
    enabled: storeId !== null,
  });
}

export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StoreFields & { store_id?: number }) =>
      consolePost<AdminStore>('admin/stores/save', input),
    onSuccess: (store) => {
      queryClient.setQueryData(storeQueryKey(store.id), store);
      void queryClient.invalidateQueries({ queryKey: ['console-list', 'admin/stores/list'] });
    },
  });
}

export function useSetStoreFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { store_id: number; is_accepted?: boolean; is_active?: boolean }) =>
      consolePost<AdminStore>('admin/stores/set-flags', input),
    onSuccess: (store) => {
      queryClient.setQueryData(storeQueryKey(store.id), store);
      void queryClient.invalidateQueries({ queryKey: ['console-list', 'admin/stores/list'] });
    },
  });
}

export function useLinkCandidates(role: 'store_owner' | 'rider', q: string, ids: number[]) {
  return useQuery({
    queryKey: ['link-candidates', role, q, ids],
    queryFn: () => consolePost<LinkCandidate[]>('admin/stores/link-candidates', { role, q, ids }),
    placeholderData: (previous) => previous,
  });
}

export function uploadStoreImage(image: string) {
  return consolePost<{ url: string }>('admin/stores/upload-image', { image });
}

export const storeCategoriesKey = ['admin-store-categories'] as const;

export function useStoreCategories() {
  return useQuery({
    queryKey: storeCategoriesKey,
    queryFn: () => consolePost<StoreCategory[]>('admin/store-categories/list'),
  });
}

export function useStoreCategoryWrite<Input extends object>(call: 'save' | 'delete') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => consolePost<unknown>(`admin/store-categories/${call}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storeCategoriesKey }),
  });
}

export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  categories_created: number;
  dry_run: boolean;
}

export function exportItems(storeId: number) {
  return consolePost<{ filename: string; csv: string; rows: number }>('admin/stores/export-items', {
    store_id: storeId,
  });
}

export function importItems(storeId: number, csv: string) {
  return consolePost<ImportSummary>('admin/stores/import-items', { store_id: storeId, csv });
}
