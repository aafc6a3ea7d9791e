import { useEffect, useState } from 'react';

/**
 * The module `load` brings (a dynamic import), fetched only once `isWanted` is first true, or null
 * until it has arrived. Held in state rather than read through `lazy` and `Suspense`, so a piece
 * that appears after a timer or a browser event shows as soon as its chunk arrives: React reveals
 * a suspended boundary on a timer of its own. `load` must be the same function on every render.
 */
export function useChunkWhen<Module>(
  isWanted: boolean,
  load: () => Promise<Module>,
): Module | null {
  const [loaded, setLoaded] = useState<{ module: Module } | null>(null);
  const isNeeded = isWanted && loaded === null;
  useEffect(() => {
    if (!isNeeded) return;
    let cancelled = false;
    load().then(
      (module) => {
        if (!cancelled) setLoaded({ module });
      },
      (error: unknown) => console.error(error),
    );
    return () => {
      cancelled = true;
    };
  }, [isNeeded, load]);
  return isWanted && loaded ? loaded.module : null;
}
