import { useState } from 'react';
import type { AddonGroup } from '@app/shared/console/menu-admin.schemas';
import { errorMessage } from '../../lib/console-api';
import { useDeleteAddonGroup, useSaveAddonGroup, type MenuItem } from '../../lib/menu-api';
import { fromMinor, toMinorField } from '../../lib/money-input';
import { useMoney } from '../../lib/use-money';
import { Button, ErrorNote } from '../ui';

interface Draft {
  group_id?: number;
  name: string;
  min: string;
  max: string;
  addons: { id?: number; name: string; price: string; is_available: boolean }[];
}

const draftOf = (group: AddonGroup | null): Draft =>
  group
    ? {
        group_id: group.id,
        name: group.name,
        min: String(group.min_choices),
        max: String(group.max_choices),
        addons: group.addons.map((addon) => ({
          id: addon.id,
          name: addon.name,
          price: fromMinor(addon.price_minor),
          is_available: addon.is_available,
        })),
      }
    : { name: '', min: '0', max: '1', addons: [{ name: '', price: '0', is_available: true }] };

/** An item's add-on groups ("Size": choose 1; "Extras": up to 3) with their add-ons and prices. */
export function AddonGroups({ storeId, item }: { storeId: number; item: MenuItem }) {
  const money = useMoney();
  const save = useSaveAddonGroup(storeId);
  const remove = useDeleteAddonGroup(storeId);
  const [draft, setDraft] = useState<Draft | null>(null);

  const submit = () => {
    if (!draft) return;
    save.mutate(
      {
        item_id: item.id,
        ...(draft.group_id ? { group_id: draft.group_id } : {}),
        name: draft.name.trim(),
        min_choices: Number(draft.min),
        max_choices: Number(draft.max),
        sort_order: 0,
        addons: draft.addons.map((addon, index) => ({
          ...(addon.id ? { id: addon.id } : {}),
          name: addon.name.trim(),
          price_minor: toMinorField(addon.price) ?? 0,
          is_available: addon.is_available,
          sort_order: index,
        })),
      },
      { onSuccess: () => setDraft(null) },
    );
  };
  const setAddon = (index: number, change: Partial<Draft['addons'][number]>) =>
    draft &&
    setDraft({
      ...draft,
      addons: draft.addons.map((a, i) => (i === index ? { ...a, ...change } : a)),
    });

  return (
    <section aria-label="Add-on groups" className="space-y-2 border-t border-line pt-3">
      <h4 className="font-semibold">Add-on groups</h4>
      {item.addon_groups.length === 0 ? <p className="text-sm text-muted">None yet.</p> : null}
      <ul className="space-y-1 text-sm">
        {item.addon_groups.map((group) => (
          <li key={group.id} className="flex flex-wrap items-center gap-2">
            <span className="font-medium">{group.name}</span>
            <span className="text-muted">
              choose {group.min_choices}–{group.max_choices}:{' '}
              {group.addons.map((a) => `${a.name} ${money(a.price_minor)}`).join(', ')}
            </span>
            <Button className="min-h-8" onClick={() => setDraft(draftOf(group))}>
              Edit <span className="sr-only">{group.name}</span>
            </Button>
            <Button
              tone="danger"
              className="min-h-8"
              onClick={() => remove.mutate({ group_id: group.id })}
            >
              Remove <span className="sr-only">{group.name}</span>
            </Button>
          </li>
        ))}
      </ul>
      {draft ? (
        <fieldset className="space-y-2 rounded-md border border-line p-2 text-sm">
          <legend className="px-1 font-medium">
            {draft.group_id ? 'Edit group' : 'New group'}
          </legend>
          <div className="flex flex-wrap gap-2">
            <label className="flex items-center gap-1">
              Group name
              <input
                value={draft.name}
                maxLength={80}
                onChange={(e) => setDraft({ ...draft, name: e.target.value })}
                className="rounded-md border border-line px-2 py-1"
              />
            </label>
            <label className="flex items-center gap-1">
              Least
              <input
                value={draft.min}
                inputMode="numeric"
                onChange={(e) => setDraft({ ...draft, min: e.target.value })}
                className="w-14 rounded-md border border-line px-2 py-1"
              />
            </label>
            <label className="flex items-center gap-1">
              Most
              <input
                value={draft.max}
                inputMode="numeric"
                onChange={(e) => setDraft({ ...draft, max: e.target.value })}
                className="w-14 rounded-md border border-line px-2 py-1"
              />
            </label>
          </div>
          {draft.addons.map((addon, index) => (
            <div key={addon.id ?? `new-${index}`} className="flex flex-wrap items-center gap-2">
              <label className="flex items-center gap-1">
                Add-on {index + 1}
                <input
                  value={addon.name}
                  maxLength={80}
                  onChange={(e) => setAddon(index, { name: e.target.value })}
                  className="rounded-md border border-line px-2 py-1"
                />
              </label>
              <label className="flex items-center gap-1">
                Price
                <input
                  value={addon.price}
                  inputMode="decimal"
                  onChange={(e) => setAddon(index, { price: e.target.value })}
                  className="w-20 rounded-md border border-line px-2 py-1"
                />
              </label>
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={addon.is_available}
                  onChange={(e) => setAddon(index, { is_available: e.target.checked })}
                />
                Available
              </label>
              <Button
                className="min-h-8"
                disabled={draft.addons.length === 1}
                onClick={() =>
                  setDraft({ ...draft, addons: draft.addons.filter((_, i) => i !== index) })
                }
              >
                Remove <span className="sr-only">add-on {index + 1}</span>
              </Button>
            </div>
          ))}
          <div className="flex gap-2">
            <Button
              onClick={() =>
                setDraft({
                  ...draft,
                  addons: [...draft.addons, { name: '', price: '0', is_available: true }],
                })
              }
            >
              Add add-on
            </Button>
            <Button tone="primary" disabled={save.isPending} onClick={submit}>
              Save group
            </Button>
            <Button onClick={() => setDraft(null)}>Cancel</Button>
          </div>
        </fieldset>
      ) : (
        <Button onClick={() => setDraft(draftOf(null))}>Add add-on group</Button>
      )}
      {save.isError ? <ErrorNote>{errorMessage(save.error)}</ErrorNote> : null}
      {remove.isError ? <ErrorNote>{errorMessage(remove.error)}</ErrorNote> : null}
    </section>
  );
}
