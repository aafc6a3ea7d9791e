import type { RiderProfile } from '@app/shared/delivery/delivery.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';
import type { RiderAuth } from '../stores/delivery-user-store';

export type ToggleStatusInput = RiderAuth & { is_online: boolean };

/** delivery/toggle-status: online riders receive new orders; offline riders do not. */
export async function toggleStatus(input: ToggleStatusInput): Promise<{ is_online: boolean }> {
  const response = await apiPost<ApiSuccess<{ is_online: boolean }>>(
    'delivery/toggle-status',
    input,
  );
  return response.data;
}

/** Flips the switch at once (the rider sees it move), and back if the server refuses. */
export function useToggleStatus() {
  const queryClient = useQueryClient();
  const profileKey = (input: ToggleStatusInput) => ['delivery/update-user-info', input.user_id];
  return useMutation({
    mutationFn: toggleStatus,
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey: profileKey(input) });
      const previous = queryClient.getQueryData<RiderProfile>(profileKey(input));
      queryClient.setQueryData<RiderProfile>(profileKey(input), (profile) =>
        profile ? { ...profile, is_online: input.is_online } : profile,
      );
      return { previous };
    },
    onError: (_error, input, context) => {
      if (context?.previous) queryClient.setQueryData(profileKey(input), context.previous);
    },
    onSuccess: ({ is_online }, input) => {
      // The server lets only an approved rider go online.
      queryClient.setQueryData<RiderProfile>(profileKey(input), (profile) =>
        profile
          ? { ...profile, is_online, ...(is_online ? { approval: 'approved' } : {}) }
          : profile,
      );
      void queryClient.invalidateQueries({ queryKey: ['delivery/get-delivery-orders'] });
    },
  });
}
