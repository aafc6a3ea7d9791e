import { useState } from 'react';
import type { AdminPermission } from '@app/shared/console/admin.schemas';
import type { AdminRow } from '@app/shared/console/admins.schemas';
import { Button, ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { readSession, saveSession } from '../../../lib/session';
import { useSetAdminPermissions } from '../api/admins';
import { PermissionCheckboxes } from './permission-checkboxes';

/**
 * An admin's areas. Your own staff area stays ticked (the server refuses it too), and the server
 * refuses narrowing the last admin holding every area. The change applies on their next call.
 */
export function EditPermissionsForm({
  admin,
  isSelf,
  onDone,
}: {
  admin: AdminRow;
  isSelf: boolean;
  onDone: (message: string) => void;
}) {
  const [permissions, setPermissions] = useState<AdminPermission[]>(admin.permissions);
  const save = useSetAdminPermissions();
  return (
    <form
      aria-label={`Areas of ${admin.name}`}
      className="space-y-3 rounded-md border border-line bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(
          { admin_id: admin.id, permissions },
          {
            onSuccess: (saved) => {
              // Your own areas: the navigation follows at once (the server already does).
              const session = readSession();
              if (isSelf && session) saveSession({ ...session, permissions: saved.permissions });
              onDone(`${saved.name}'s areas are saved; they apply on their next action.`);
            },
          },
        );
      }}
    >
      <h2 className="text-lg font-semibold">Areas of {admin.name}</h2>
      <PermissionCheckboxes
        legend={`What ${admin.name} may open`}
        value={permissions}
        onChange={setPermissions}
        locked={isSelf ? [{ area: 'staff', reason: 'You cannot remove your own staff area.' }] : []}
      />
      {save.isError ? <ErrorNote>{errorMessage(save.error)}</ErrorNote> : null}
      <div className="flex gap-2">
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save areas'}
        </Button>
        <Button onClick={() => onDone('')}>Cancel</Button>
      </div>
    </form>
  );
}
