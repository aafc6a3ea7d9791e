import { useState } from 'react';
import { Button, ErrorNote } from '../../../components/ui';
import { errorMessage } from '../../../lib/console-api';
import { useContentList, useContentMutations, type Row } from '../api/content';
import type { ContentKindSpec } from '../lib/content-kinds';
import { droppedIds, movedIds } from '../lib/move';
import { useDragReorder } from '../lib/use-drag-reorder';
import { ContentForm } from './content-form';

/**
 * One kind's rows in order: edit, delete (asks first); reorder by dragging a row's handle, or with
 * the Move up / Move down buttons (keyboard; focus stays on the moved row's button).
 */
export function ContentList({ spec }: { spec: ContentKindSpec }) {
  const list = useContentList(spec.kind);
  const { save, remove, reorder } = useContentMutations(spec.kind);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [notice, setNotice] = useState('');
  const rows = list.data?.rows ?? [];
  const groupKey = spec.kind === 'promo-slides' ? 'slider_id' : undefined;

  const move = (index: number, step: -1 | 1) => {
    const ids = movedIds(rows, index, step, groupKey);
    if (!ids) return;
    reorder.mutate(ids, {
      onSuccess: () => {
        setNotice(`${spec.title(rows[index]!)} moved ${step < 0 ? 'up' : 'down'}.`);
        // Keep focus on the moved row's same button.
        window.requestAnimationFrame(() =>
          document
            .querySelector<HTMLButtonElement>(`[data-move="${rows[index]!.id}:${step}"]`)
            ?.focus(),
        );
      },
    });
  };

  const { drag, handleProps, rowRef } = useDragReorder({
    canDrop: (from, over) => droppedIds(rows, from, over, groupKey) !== null,
    onDrop: (from, to) => {
      const ids = droppedIds(rows, from, to, groupKey);
      if (!ids || reorder.isPending) return;
      const title = spec.title(rows[from]!);
      reorder.mutate(ids, {
        onSuccess: () => setNotice(`${title} moved to place ${ids.indexOf(rows[from]!.id) + 1}.`),
      });
    },
  });

  if (list.isPending)
    return (
      <p role="status" className="text-sm text-muted">
        Loading…
      </p>
    );
  if (list.isError) return <ErrorNote>{errorMessage(list.error)}</ErrorNote>;

  return (
    <div className="space-y-3">
      <div className="flex items-center gap-2">
        {spec.canAdd ? (
          <Button tone="primary" onClick={() => setEditing('new')} disabled={editing !== null}>
            Add
          </Button>
        ) : null}
        <p role="status" className="text-sm text-muted">
          {notice}
        </p>
      </div>
      {editing ? (
        <ContentForm
          key={editing === 'new' ? 'new' : editing.id}
          spec={spec}
          initial={editing === 'new' ? spec.blank : editing}
          id={editing === 'new' ? undefined : editing.id}
          sliders={list.data.sliders}
          isSaving={save.isPending}
          error={save.error}
          onCancel={() => {
            setEditing(null);
            save.reset();
          }}
          onSave={(fields) =>
            save.mutate(
              { ...(editing === 'new' ? {} : { id: editing.id }), fields },
              {
                onSuccess: (row) => {
                  setEditing(null);
                  setNotice(`${spec.title(row)} saved.`);
                },
              },
            )
          }
        />
      ) : null}
      {reorder.isError ? <ErrorNote>{errorMessage(reorder.error)}</ErrorNote> : null}
      {remove.isError ? <ErrorNote>{errorMessage(remove.error)}</ErrorNote> : null}
      {rows.length === 0 ? (
        <p className="text-sm text-muted">Nothing here yet.</p>
      ) : (
        <ol
          aria-label={spec.label}
          className="divide-y divide-line rounded-md border border-line bg-white"
        >
          {rows.map((row, index) => {
            const title = spec.title(row);
            const image = spec.image ? String(row[spec.image] ?? '') : '';
            return (
              <li
                key={row.id}
                ref={rowRef(index)}
                data-drop-target={
                  drag && drag.over === index && drag.from !== index ? '' : undefined
                }
                className={`flex flex-wrap items-center gap-3 px-3 py-2 ${
                  drag?.from === index ? 'bg-canvas opacity-60' : ''
                } ${
                  drag && drag.over === index && drag.from !== index
                    ? drag.over < drag.from
                      ? 'shadow-[inset_0_3px_0_0_var(--color-ink)]'
                      : 'shadow-[inset_0_-3px_0_0_var(--color-ink)]'
                    : ''
                }`}
              >
                {spec.canReorder ? (
                  <span
                    {...handleProps(index)}
                    aria-hidden="true"
                    title="Drag to reorder"
                    data-testid={`drag-${row.id}`}
                    className={`cursor-grab touch-none select-none px-1 text-lg leading-none text-muted ${
                      reorder.isPending ? 'pointer-events-none opacity-40' : ''
                    }`}
                  >
                    ⠿
                  </span>
                ) : null}
                {spec.image ? (
                  image ? (
                    <img
                      src={image}
                      alt=""
                      className="h-10 w-16 rounded border border-line object-contain"
                    />
                  ) : (
                    <span className="h-10 w-16 rounded border border-dashed border-line" />
                  )
                ) : null}
                <span className="min-w-0 flex-1 text-sm">
                  {title}
                  {row.is_active === false ? (
                    <span className="ml-2 text-xs text-muted">(hidden)</span>
                  ) : null}
                </span>
                {spec.canReorder ? (
                  <>
                    <Button
                      data-move={`${row.id}:-1`}
                      aria-label={`Move ${title} up`}
                      disabled={reorder.isPending || !movedIds(rows, index, -1, groupKey)}
                      onClick={() => move(index, -1)}
                    >
                      ↑
                    </Button>
                    <Button
                      data-move={`${row.id}:1`}
                      aria-label={`Move ${title} down`}
                      disabled={reorder.isPending || !movedIds(rows, index, 1, groupKey)}
                      onClick={() => move(index, 1)}
                    >
                      ↓
                    </Button>
                  </>
                ) : null}
                <Button aria-label={`Edit ${title}`} onClick={() => setEditing(row)}>
                  Edit
                </Button>
                {spec.canAdd ? (
                  confirmDelete === row.id ? (
                    <span
                      role="group"
                      aria-label={`Confirm deleting ${title}`}
                      className="flex gap-1"
                    >
                      <Button
                        tone="danger"
                        disabled={remove.isPending}
                        onClick={() =>
                          remove.mutate(row.id, {
                            onSuccess: () => {
                              setConfirmDelete(null);
                              setNotice(`${title} deleted.`);
                            },
                          })
                        }
                      >
                        Delete for good
                      </Button>
                      <Button onClick={() => setConfirmDelete(null)}>Keep</Button>
                    </span>
                  ) : (
                    <Button
                      tone="danger"
                      aria-label={`Delete ${title}`}
                      onClick={() => setConfirmDelete(row.id)}
                    >
                      Delete
                    </Button>
                  )
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
