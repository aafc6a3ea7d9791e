import type { Address } from '@app/shared/addresses/addresses.schemas';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDeleteAddress } from '../api/delete-address';
import type { AddressesInput } from '../../../lib/addresses/get-addresses';

/** How long "Address deleted" offers Undo before delete-address is called. */
export const UNDO_DELETE_MS = 5_000;

/**
 * Delete with undo: the address leaves the list at once, and delete-address is called only when
 * the undo window passes (or the screen goes away first). A failed call brings the address back.
 */
export function useDeleteAddressWithUndo(auth: AddressesInput) {
  const { mutateAsync } = useDeleteAddress(auth);
  const [pending, setPending] = useState<Address | null>(null);
  const [inFlightIds, setInFlightIds] = useState<number[]>([]);
  const [hasFailed, setHasFailed] = useState(false);
  const pendingRef = useRef<Address | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const commit = useCallback(() => {
    clearTimeout(timerRef.current);
    const address = pendingRef.current;
    if (!address) return;
    pendingRef.current = null;
    setPending(null);
    setInFlightIds((ids) => [...ids, address.id]);
    mutateAsync(address.id)
      .catch(() => setHasFailed(true))
      .finally(() => setInFlightIds((ids) => ids.filter((id) => id !== address.id)));
  }, [mutateAsync]);

  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  }, [commit]);
  // Leaving the screen inside the undo window still deletes: the customer did not undo.
  useEffect(() => () => commitRef.current(), []);

  const onDelete = useCallback(
    (address: Address) => {
      commit(); // an earlier deletion still waiting is final now
      setHasFailed(false);
      pendingRef.current = address;
      setPending(address);
      timerRef.current = setTimeout(commit, UNDO_DELETE_MS);
    },
    [commit],
  );

  const onUndo = useCallback(() => {
    clearTimeout(timerRef.current);
    pendingRef.current = null;
    setPending(null);
  }, []);

  const hiddenIds = new Set(inFlightIds);
  if (pending) hiddenIds.add(pending.id);
  return { pending, hiddenIds, hasFailed, onDelete, onUndo };
}
