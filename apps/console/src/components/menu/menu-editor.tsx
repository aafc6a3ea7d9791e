import { useId, useState } from 'react';
import { errorMessage } from '../../lib/console-api';
import {
  itemLabel,
  useDeleteCategory,
  useDeleteItem,
  useSaveCategory,
  useSaveItem,
  useStoreMenu,
  type MenuItem,
} from '../../lib/menu-api';
import { useMoney } from '../../lib/use-money';
import { Button, ErrorNote } from '../ui';
import { ItemForm } from './item-form';

/**
 * A store's menu: sections on the left, the chosen section's items on the right with their
 * switches, and the item form (with add-on groups) for a new or an edited item. The owner's /menu
 * and the admin's store page both use it.
 */
export function MenuEditor({ storeId }: { storeId: number }) {
  const menu = useStoreMenu(storeId);
  const money = useMoney();
  const saveCategory = useSaveCategory(storeId);
  const deleteCategory = useDeleteCategory(storeId);
  const saveItem = useSaveItem(storeId);
  const deleteItem = useDeleteItem(storeId);
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const [editing, setEditing] = useState<MenuItem | 'new' | null>(null);
  const [filter, setFilter] = useState('');
  const [newSection, setNewSection] = useState('');
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const ids = { section: useId(), filter: useId() };

  if (menu.isPending) return <p role="status">Loading the menu…</p>;
  if (menu.isError) return <ErrorNote>{errorMessage(menu.error)}</ErrorNote>;
  const { categories, items } = menu.data;
  const current = categories.find((category) => category.id === categoryId) ?? categories[0];
  const text = filter.trim().toLowerCase();
  const shown = items.filter((item) =>
    text ? item.name.toLowerCase().includes(text) : item.category_id === current?.id,
  );
  const countOf = (id: number) => items.filter((item) => item.category_id === id).length;
  const writeError = [saveCategory, deleteCategory, saveItem, deleteItem].find((m) => m.isError);

  const toggle = (item: MenuItem, change: Partial<MenuItem>) => {
    const { addon_groups: _groups, pack_label: _pack, id, ...fields } = { ...item, ...change };
    saveItem.mutate({ item_id: id, ...fields });
  };

  return (
    <div className="grid gap-4 md:grid-cols-[16rem_1fr]">
      <section aria-labelledby={ids.section} className="space-y-2">
        <h2 id={ids.section} className="font-semibold">
          Sections
        </h2>
        <ul className="space-y-1">
          {categories.map((category) => (
            <li key={category.id} className="flex items-center gap-1">
              <button
                type="button"
                aria-current={category.id === current?.id && !text ? 'true' : undefined}
                onClick={() => {
                  setCategoryId(category.id);
                  setFilter('');
                }}
                className={`flex-1 rounded-md px-2 py-1 text-left text-sm ${category.id === current?.id && !text ? 'bg-ink text-white' : 'hover:bg-canvas'}`}
              >
                {category.name} <span className="opacity-70">({countOf(category.id)})</span>
                {category.is_active ? null : <span className="ml-1 text-xs">hidden</span>}
                {category.kind === 'meat' ? <span className="ml-1 text-xs">meat</span> : null}
              </button>
              {countOf(category.id) === 0 ? (
                <Button
                  className="min-h-8 px-2"
                  aria-label={`Delete section ${category.name}`}
                  onClick={() => deleteCategory.mutate({ category_id: category.id })}
                >
                  ×
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
        <form
          className="flex gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            if (!newSection.trim()) return;
            saveCategory.mutate(
              { name: newSection.trim(), sort_order: categories.length, is_active: true },
              { onSuccess: (made) => (setNewSection(''), setCategoryId(made.id)) },
            );
          }}
        >
          <label className="sr-only" htmlFor={`${ids.section}-new`}>
            New section name
          </label>
          <input
            id={`${ids.section}-new`}
            value={newSection}
            maxLength={80}
            placeholder="New section"
            onChange={(event) => setNewSection(event.target.value)}
            className="min-w-0 flex-1 rounded-md border border-line px-2 py-1 text-sm"
          />
          <Button type="submit" disabled={saveCategory.isPending}>
            Add
          </Button>
        </form>
        {current ? (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-1"
              checked={current.kind === 'meat'}
              disabled={saveCategory.isPending}
              onChange={(event) =>
                saveCategory.mutate({
                  category_id: current.id,
                  name: current.name,
                  sort_order: current.sort_order,
                  is_active: current.is_active,
                  kind: event.target.checked ? 'meat' : 'menu',
                })
              }
            />
            <span>
              {current.name} is a meat section
              <span className="block text-xs text-muted">
                Its items are cuts sold by weight (a one-choice “Weight” add-on group) and show as a
                meat tab on the store page.
              </span>
            </span>
          </label>
        ) : null}
      </section>

      <section aria-label="Items" className="min-w-0 space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={ids.filter} className="text-sm font-medium">
            Find item
          </label>
          <input
            id={ids.filter}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            className="w-56 rounded-md border border-line px-2 py-1 text-sm"
          />
          <span className="text-sm text-muted">{items.length} items in all</span>
          <Button
            tone="primary"
            className="ml-auto"
            disabled={categories.length === 0}
            onClick={() => setEditing('new')}
          >
            Add item
          </Button>
        </div>
        {categories.length === 0 ? <p>Add a section first, then its items.</p> : null}
        {writeError ? <ErrorNote>{errorMessage(writeError.error)}</ErrorNote> : null}
        {editing ? (
          <ItemForm
            storeId={storeId}
            categories={categories}
            item={editing === 'new' ? null : (items.find((i) => i.id === editing.id) ?? editing)}
            defaultCategoryId={current?.id ?? categories[0]!.id}
            onDone={() => setEditing(null)}
          />
        ) : null}
        <ul
          aria-label={text ? 'Found items' : `Items in ${current?.name ?? ''}`}
          className="divide-y divide-line rounded-md border border-line"
        >
          {shown.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
              <span
                aria-label={item.is_veg ? 'Veg' : 'Non-veg'}
                className={`h-3 w-3 shrink-0 rounded-sm border-2 ${item.is_veg ? 'border-green-700' : 'border-red-700'}`}
              />
              <span className="min-w-40 flex-1 font-medium">
                {item.name}
                {item.pack_label ? (
                  <span className="ml-2 font-normal text-muted">{item.pack_label}</span>
                ) : null}
              </span>
              <span>{money(item.price_minor)}</span>
              {item.addon_groups.length ? (
                <span className="text-xs text-muted">{item.addon_groups.length} add-on groups</span>
              ) : null}
              <label className="flex items-center gap-1">
                <input
                  type="checkbox"
                  checked={item.is_available}
                  onChange={(event) => toggle(item, { is_available: event.target.checked })}
                />
                Available
              </label>
              <Button className="min-h-8" onClick={() => setEditing(item)}>
                Edit <span className="sr-only">{itemLabel(item)}</span>
              </Button>
              {confirmDelete === item.id ? (
                <>
                  <Button
                    tone="danger"
                    className="min-h-8"
                    onClick={() =>
                      deleteItem.mutate(
                        { item_id: item.id },
                        { onSettled: () => setConfirmDelete(null) },
                      )
                    }
                  >
                    Confirm delete
                  </Button>
                  <Button className="min-h-8" onClick={() => setConfirmDelete(null)}>
                    Keep
                  </Button>
                </>
              ) : (
                <Button tone="danger" className="min-h-8" onClick={() => setConfirmDelete(item.id)}>
                  Delete <span className="sr-only">{itemLabel(item)}</span>
                </Button>
              )}
            </li>
          ))}
          {shown.length === 0 ? (
            <li className="px-3 py-4 text-center text-muted">No items here yet.</li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
