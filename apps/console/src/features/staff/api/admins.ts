import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminPermission } from '@app/shared/console/admin.schemas';
import type { AdminRow } from '@app/shared/console/admins.schemas';
import { consolePost } from '../../../lib/console-api';

export const ADMINS_LIST_CALL = 'admin/staff/list';

/** staff/create: a new admin with a password and areas. */
export function useCreateAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: {
      name: string;
      email: string;
      password: string;
      permissions: AdminPermission[];
    }) => consolePost<AdminRow>('admin/staff/create', body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['console-list', ADMINS_LIST_CALL] }),
  });
}

/** staff/set-permissions: replaces an admin's areas (applies on their next call). */
export function useSetAdminPermissions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { admin_id: number; permissions: AdminPermission[] }) =>
      consolePost<AdminRow>('admin/staff/set-permissions', body),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: ['console-list', ADMINS_LIST_CALL] }),
  });
}
