import type { StoreInfo } from '@app/shared/catalog/catalog.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../api-client';

export interface ToggleFavoriteResult {
  id: number;
  is_favorited: 0 | 1;
}

export async function toggleFavorite(input: {
  token: string;
  id: number;
}): Promise<ToggleFavoriteResult> {
  const response = await apiPost<ApiSuccess<ToggleFavoriteResult>>('toggle-favorite', input);
  return response.data;
}

type StoreInfoKey = readonly unknown[];

/**
 * Toggles a favorite with an optimistic update of the store info in cache (the heart flips at
 * once) and a rollback when the call fails. Runs only with a token (SPEC §5: logged-in only).
 */
export function useToggleFavorite({ storeInfoKey }: { storeInfoKey: StoreInfoKey }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: storeInfoKey });
      const previous = queryClient.getQueryData<StoreInfo>(storeInfoKey);
      if (previous) {
        queryClient.setQueryData<StoreInfo>(storeInfoKey, {
          ...previous,
          is_favorited: previous.is_favorited === 1 ? 0 : 1,
        });
      }
      return { previous };
    },
    onError: (_error, _input, context) => {
      if (context?.previous) queryClient.setQueryData(storeInfoKey, context.previous);
    },
    onSuccess: (result) => {
      const current = queryClient.getQueryData<StoreInfo>(storeInfoKey);
      if (current) queryClient.setQueryData(storeInfoKey, { ...current, ...result });
      void queryClient.invalidateQueries({ queryKey: ['get-favorite-stores'] });
    },
  });
}
