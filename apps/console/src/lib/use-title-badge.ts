import { useEffect, useRef } from 'react';

/**
 * "(3) Orders · Swiftbite console" while `count` orders wait, so a new order shows in the tab
 * even when the board is in the background; the page's own title comes back at 0 and on leaving.
 */
export function titleWithBadge(count: number, base: string): string {
  return count > 0 ? `(${count}) Orders · ${base}` : base;
}

export function useTitleBadge(count: number) {
  const base = useRef<string | null>(null);
  useEffect(() => {
    base.current ??= document.title;
    document.title = titleWithBadge(count, base.current);
  }, [count]);
  useEffect(
    () => () => {
      if (base.current !== null) document.title = base.current;
    },
    [],
  );
}
