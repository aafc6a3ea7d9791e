import { useState } from 'react';
import type { AdminPermission } from '@app/shared/console/admin.schemas';
import { Button, ErrorNote, LabeledInput } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useCreateAdmin } from '../api/admins';
import { PermissionCheckboxes } from './permission-checkboxes';

/** A new admin: name, email, a password of 8 characters or more, and the areas they get. */
export function CreateAdminForm({ onDone }: { onDone: (message: string) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [permissions, setPermissions] = useState<AdminPermission[]>([]);
  const create = useCreateAdmin();
  const isPasswordShort = password.length > 0 && password.length < 8;

  return (
    <form
      aria-label="New admin"
      className="space-y-3 rounded-md border border-line bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate(
          { name: name.trim(), email: email.trim(), password, permissions },
          { onSuccess: (admin) => onDone(`${admin.name} can now log in to the console.`) },
        );
      }}
    >
      <h2 className="text-lg font-semibold">New admin</h2>
      <div className="grid max-w-xl grid-cols-[8rem_1fr] items-center gap-2 text-sm">
        <LabeledInput label="Name" value={name} onValue={setName} required maxLength={120} />
        <LabeledInput
          label="Email"
          type="email"
          value={email}
          onValue={setEmail}
          required
          maxLength={254}
        />
        <LabeledInput
          label="Password"
          type="password"
          autoComplete="new-password"
          value={password}
          onValue={setPassword}
          required
          minLength={8}
          maxLength={200}
        />
      </div>
      {isPasswordShort ? (
        <p className="text-xs text-red-800">The password needs at least 8 characters.</p>
      ) : null}
      <PermissionCheckboxes legend="Areas" value={permissions} onChange={setPermissions} />
      {create.isError ? <ErrorNote>{errorMessage(create.error)}</ErrorNote> : null}
      <div className="flex gap-2">
        <Button
          type="submit"
          tone="primary"
          disabled={create.isPending || !name.trim() || !email.trim() || password.length < 8}
        >
          {create.isPending ? 'Creating…' : 'Create admin'}
        </Button>
        <Button onClick={() => onDone('')}>Cancel</Button>
      </div>
    </form>
  );
}
