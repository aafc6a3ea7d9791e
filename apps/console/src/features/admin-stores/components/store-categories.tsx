import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../components/page';
import { Button, ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useStoreCategories, useStoreCategoryWrite, type StoreCategory } from '../api';

interface Draft {
  category_id?: number;
  name: string;
  image: string;
  sort_order: string;
  is_active: boolean;
}

const draftOf = (category?: StoreCategory): Draft => ({
  category_id: category?.id,
  name: category?.name ?? '',
  image: category?.image ?? '',
  sort_order: String(category?.sort_order ?? 0),
  is_active: category?.is_active ?? true,
});

/** Store categories (cuisines): add, rename, order, hide, delete (with a confirm step). */
export function StoreCategories() {
  const categories = useStoreCategories();
  const save = useStoreCategoryWrite<Record<string, unknown>>('save');
  const remove = useStoreCategoryWrite<{ category_id: number }>('delete');
  const [draft, setDraft] = useState<Draft | null>(null);
  const [confirm, setConfirm] = useState<number | null>(null);

  const submit = () => {
    if (!draft || !draft.name.trim()) return;
    save.mutate(
      {
        ...(draft.category_id ? { category_id: draft.category_id } : {}),
        name: draft.name.trim(),
        image: draft.image.trim(),
        sort_order: Math.max(0, Math.min(32000, Number(draft.sort_order) || 0)),
        is_active: draft.is_active,
      },
      { onSuccess: () => setDraft(null) },
    );
  };

  return (
    <Page
      title="Store categories"
      width="narrow"
      actions={
        <>
          <Link
            to="/stores"
            className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
          >
            All stores
          </Link>
          <Button tone="primary" onClick={() => setDraft(draftOf())}>
            New category
          </Button>
        </>
      }
    >
      {categories.isPending ? <p role="status">Loading…</p> : null}
      {categories.isError ? <ErrorNote>{errorMessage(categories.error)}</ErrorNote> : null}
      {draft ? (
        <form
          aria-label={draft.category_id ? 'Edit category' : 'New category'}
          className="grid grid-cols-[8rem_minmax(0,1fr)] items-center gap-2 rounded-md border border-line p-3 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor="category-name">Name</label>
          <input
            id="category-name"
            value={draft.name}
            maxLength={80}
            required
            onChange={(e) => setDraft({ ...draft, name: e.target.value })}
            className="rounded-md border border-line px-2 py-1"
          />
          <label htmlFor="category-image">Image URL</label>
          <input
            id="category-image"
            value={draft.image}
            maxLength={500}
            onChange={(e) => setDraft({ ...draft, image: e.target.value })}
            className="rounded-md border border-line px-2 py-1"
          />
          <label htmlFor="category-sort">Position</label>
          <input
            id="category-sort"
            value={draft.sort_order}
            inputMode="numeric"
            onChange={(e) => setDraft({ ...draft, sort_order: e.target.value })}
            className="w-24 rounded-md border border-line px-2 py-1"
          />
          <label htmlFor="category-active">Shown</label>
          <input
            id="category-active"
            type="checkbox"
            checked={draft.is_active}
            onChange={(e) => setDraft({ ...draft, is_active: e.target.checked })}
            className="justify-self-start"
          />
          <div className="col-span-2 flex gap-2">
            <Button type="submit" tone="primary" disabled={save.isPending}>
              Save category
            </Button>
            <Button onClick={() => setDraft(null)}>Cancel</Button>
          </div>
          {save.isError ? (
            <div className="col-span-2">
              <ErrorNote>{errorMessage(save.error)}</ErrorNote>
            </div>
          ) : null}
        </form>
      ) : null}
      {remove.isError ? <ErrorNote>{errorMessage(remove.error)}</ErrorNote> : null}
      <ul className="divide-y divide-line rounded-md border border-line">
        {categories.data?.map((category) => (
          <li key={category.id} className="flex flex-wrap items-center gap-3 px-3 py-2 text-sm">
            <span className="flex-1 font-medium">
              {category.name}{' '}
              {category.is_active ? null : <span className="text-muted">(hidden)</span>}
            </span>
            <span className="text-muted">{category.stores_count} stores</span>
            <Button className="min-h-8" onClick={() => setDraft(draftOf(category))}>
              Edit <span className="sr-only">{category.name}</span>
            </Button>
            {confirm === category.id ? (
              <>
                <Button
                  tone="danger"
                  className="min-h-8"
                  onClick={() =>
                    remove.mutate(
                      { category_id: category.id },
                      { onSettled: () => setConfirm(null) },
                    )
                  }
                >
                  Delete from {category.stores_count} stores
                </Button>
                <Button className="min-h-8" onClick={() => setConfirm(null)}>
                  Keep
                </Button>
              </>
            ) : (
              <Button tone="danger" className="min-h-8" onClick={() => setConfirm(category.id)}>
                Delete <span className="sr-only">{category.name}</span>
              </Button>
            )}
          </li>
        ))}
        {categories.data?.length === 0 ? (
          <li className="px-3 py-4 text-center text-muted">No categories yet.</li>
        ) : null}
      </ul>
    </Page>
  );
}
