import { useEffect, useSyncExternalStore } from 'react';

/**
 * One dialog at a time (issue 13, H8.11): every modal (Sheet, loading overlay, full-screen
 * dialogs) registers while it is open, so a prompt that nobody asked for (the push question) can
 * wait until nothing else is on screen instead of stacking a second dialog over the first.
 */
let openCount = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Marks a dialog open; call the returned function when it closes (once). */
export function registerOpenDialog(): () => void {
  openCount += 1;
  emit();
  let isClosed = false;
  return () => {
    if (isClosed) return;
    isClosed = true;
    openCount -= 1;
    emit();
  };
}

export function isAnyDialogOpen(): boolean {
  return openCount > 0;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useIsAnyDialogOpen(): boolean {
  return useSyncExternalStore(subscribe, isAnyDialogOpen, () => false);
}

/** Counts the calling component as an open dialog while it is mounted. */
export function useRegisterOpenDialog(): void {
  useEffect(() => registerOpenDialog(), []);
}
