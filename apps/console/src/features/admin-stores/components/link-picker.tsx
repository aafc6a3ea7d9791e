import { useId, useState } from 'react';
import { useLinkCandidates } from '../api';

/** Pick store owners or riders: search by name or email, tick to link; the linked ones stay listed. */
export function LinkPicker({
  kind: role,
  label,
  selected,
  onChange,
}: {
  kind: 'store_owner' | 'rider';
  label: string;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  const [q, setQ] = useState('');
  const candidates = useLinkCandidates(role, q.trim(), selected);
  const rows = candidates.data ?? [];
  const sorted = [
    ...rows.filter((user) => selected.includes(user.id)),
    ...rows.filter((user) => !selected.includes(user.id)),
  ];
  return (
    <fieldset className="space-y-2 rounded-md border border-line p-3">
      <legend className="px-1 font-semibold">{label}</legend>
      <label htmlFor={id} className="block text-sm">
        Search {label.toLowerCase()}
      </label>
      <input
        id={id}
        type="search"
        value={q}
        onChange={(event) => setQ(event.target.value)}
        placeholder="Name or email"
        className="w-full rounded-md border border-line px-2 py-1 text-sm"
      />
      {candidates.isPending ? <p role="status">Loading…</p> : null}
      <ul className="max-h-48 space-y-1 overflow-y-auto text-sm">
        {sorted.map((user) => (
          <li key={user.id}>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                checked={selected.includes(user.id)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, user.id]
                      : selected.filter((other) => other !== user.id),
                  )
                }
              />
              {user.name} <span className="text-muted">{user.email}</span>
            </label>
          </li>
        ))}
        {candidates.data && sorted.length === 0 ? (
          <li className="text-muted">Nobody found.</li>
        ) : null}
      </ul>
    </fieldset>
  );
}
