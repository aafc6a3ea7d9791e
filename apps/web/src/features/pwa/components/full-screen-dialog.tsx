import { useEffect, useRef, type ReactNode } from 'react';
import { useRegisterOpenDialog } from '../../../lib/open-dialogs';

/**
 * A modal full-screen page over the app (a native <dialog> in the top layer): the app underneath
 * stays mounted, inert, scrolled and filled in as it was; focus moves to the heading and goes back
 * where it was when the page closes. Escape does not close it: it ends when its cause does.
 */
export function FullScreenDialog({
  labelledBy,
  describedBy,
  children,
}: {
  labelledBy: string;
  describedBy?: string;
  children: ReactNode;
}) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useRegisterOpenDialog();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const previousFocus = document.activeElement;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    document.getElementById(labelledBy)?.focus();
    const onCancel = (event: Event) => event.preventDefault();
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      if (typeof dialog.close === 'function') dialog.close();
      if (previousFocus instanceof HTMLElement && previousFocus.isConnected) {
        previousFocus.focus({ preventScroll: true });
      }
    };
  }, [labelledBy]);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className="fixed inset-0 m-0 h-dvh max-h-none w-full max-w-none overflow-y-auto border-0 bg-white p-0 text-ink backdrop:bg-white"
    >
      <div className="mx-auto flex min-h-full w-full max-w-md flex-col items-center justify-center px-8 py-12 text-center">
        {children}
      </div>
    </dialog>
  );
}
