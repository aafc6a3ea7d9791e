import { useEffect, useState } from 'react';

/** SPEC §4, §9: an empty store list is fetched once more after 1000 ms before it counts as empty. */
export const EMPTY_LIST_RETRY_MS = 1000;

/**
 * Retries an empty answer once after 1 s. `isSettledEmpty` is true only when the retry came back
 * empty too; while waiting the caller keeps showing its skeleton (`isWaiting`).
 */
export function useRetryWhenEmpty({
  isEmpty,
  isFetching,
  refetch,
}: {
  isEmpty: boolean;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}): { isWaiting: boolean; isSettledEmpty: boolean } {
  const [hasRetried, setHasRetried] = useState(false);
  useEffect(() => {
    if (!isEmpty || hasRetried) return;
    const timer = window.setTimeout(() => {
      setHasRetried(true);
      void refetch();
    }, EMPTY_LIST_RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [isEmpty, hasRetried, refetch]);
  return {
    isWaiting: isEmpty && (!hasRetried || isFetching),
    isSettledEmpty: isEmpty && hasRetried && !isFetching,
  };
}
