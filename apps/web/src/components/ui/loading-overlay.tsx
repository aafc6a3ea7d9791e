import { useEffect, useRef } from 'react';
import { Spinner } from './spinner';
import { useRegisterOpenDialog } from '../../lib/open-dialogs';

/**
 * Full-screen loading overlay. It blocks the page (a modal dialog) and announces its text;
 * `onCancel` offers a way out, since some flows keep it up after a failure.
 */
export function LoadingOverlay({
  label,
  cancelLabel,
  onCancel,
}: {
  label: string;
  cancelLabel?: string;
  onCancel?: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  useRegisterOpenDialog();

  useEffect(() => {
    cancelRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!onCancel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={label}
      className="animate-overlay-in fixed inset-0 z-50 flex flex-col items-center justify-center gap-6 bg-white/95 px-8 backdrop-blur-sm"
    >
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-4">
        <div className="relative grid size-24 place-items-center">
          <span className="absolute inset-0 animate-ping rounded-full bg-primary/15" />
          <span className="absolute inset-3 rounded-full bg-primary-soft" />
          <Spinner className="relative size-10" />
        </div>
        <p className="text-lg font-bold text-ink">{label}</p>
      </div>
      {onCancel ? (
        <button
          ref={cancelRef}
          type="button"
          onClick={onCancel}
          className="min-h-11 rounded-full px-6 text-sm font-semibold text-muted underline-offset-4 hover:text-ink hover:underline"
        >
          {cancelLabel ?? 'Cancel'}
        </button>
      ) : null}
    </div>
  );
}
