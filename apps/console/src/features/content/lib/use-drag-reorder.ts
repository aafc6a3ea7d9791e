import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';

export interface DragState {
  from: number;
  over: number;
}

/**
 * Order by drag with a pointer (mouse, pen or touch): press the row's handle, move it over another
 * row and let go. While dragging, `drag.over` is the row it would take the place of; Escape or a
 * cancelled pointer puts it back. Keyboard users move rows with the Move up / Move down buttons.
 *
 * `canDrop(from, over)` says whether a row may land there (promo slides stay in their slider);
 * `onDrop(from, to)` is called once, on release over another row.
 */
export function useDragReorder({
  canDrop,
  onDrop,
}: {
  canDrop: (from: number, over: number) => boolean;
  onDrop: (from: number, to: number) => void;
}) {
  const [drag, setDrag] = useState<DragState | null>(null);
  const rowsRef = useRef<(HTMLElement | null)[]>([]);
  const dragRef = useRef<DragState | null>(null);

  const set = (next: DragState | null) => {
    dragRef.current = next;
    setDrag(next);
  };

  /** The row under the pointer's height (above the first: the first; below the last: the last). */
  const rowAt = (clientY: number): number => {
    const rows = rowsRef.current;
    let last = 0;
    for (let index = 0; index < rows.length; index++) {
      const box = rows[index]?.getBoundingClientRect();
      if (!box) continue;
      last = index;
      if (clientY < box.top + box.height) return index;
    }
    return last;
  };

  const stop = (event: ReactPointerEvent<HTMLElement>) => {
    if (event.currentTarget.hasPointerCapture(event.pointerId))
      event.currentTarget.releasePointerCapture(event.pointerId);
    window.removeEventListener('keydown', onEscape);
  };
  const onEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && dragRef.current) set(null);
  };

  const handleProps = (index: number) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      window.addEventListener('keydown', onEscape);
      set({ from: index, over: index });
    },
    onPointerMove: (event: ReactPointerEvent<HTMLElement>) => {
      const current = dragRef.current;
      if (!current) return;
      const over = rowAt(event.clientY);
      const allowed = over === current.from || canDrop(current.from, over);
      if (allowed && over !== current.over) set({ ...current, over });
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      const current = dragRef.current;
      stop(event);
      set(null);
      if (current && current.over !== current.from) onDrop(current.from, current.over);
    },
    onPointerCancel: (event: ReactPointerEvent<HTMLElement>) => {
      stop(event);
      set(null);
    },
  });

  /** Give each row's element to the hook, so it can tell which row the pointer is over. */
  const rowRef = (index: number) => (element: HTMLElement | null) => {
    rowsRef.current[index] = element;
  };

  return { drag, handleProps, rowRef };
}
