import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button, ErrorNote } from '../../../components/ui';

const QUICK_REASONS = ['Item sold out', 'Store too busy', 'Closing soon', 'Cannot deliver there'];

/** Asks why the order is refused; the reason goes to the customer with the refund. */
export function RejectDialog({
  orderId,
  title,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  orderId: string;
  title: string;
  isPending: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const titleId = useId();
  const reasonId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    dialogRef.current?.querySelector('textarea')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
  }, [onClose]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) onConfirm(reason.trim());
  };

  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/40 p-4">
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className="w-full max-w-md rounded-lg bg-white p-5 shadow-xl"
      >
        <form onSubmit={onSubmit} className="space-y-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title} {orderId}?
          </h2>
          <div className="space-y-2">
            <label htmlFor={reasonId} className="block text-sm font-medium">
              Reason (the customer sees it)
            </label>
            <textarea
              id={reasonId}
              value={reason}
              maxLength={300}
              required
              rows={3}
              onChange={(event) => setReason(event.target.value)}
              className="w-full rounded-md border border-line p-2 text-sm"
            />
            <div className="flex flex-wrap gap-2">
              {QUICK_REASONS.map((quick) => (
                <button
                  key={quick}
                  type="button"
                  onClick={() => setReason(quick)}
                  className="rounded-full border border-line px-3 py-1 text-xs hover:bg-canvas"
                >
                  {quick}
                </button>
              ))}
            </div>
          </div>
          {error ? <ErrorNote>{error}</ErrorNote> : null}
          <p className="text-xs text-muted">
            Anything the customer paid online or from the wallet is refunded automatically.
          </p>
          <div className="flex justify-end gap-2">
            <Button onClick={onClose}>Keep order</Button>
            <Button type="submit" tone="danger" disabled={!reason.trim() || isPending}>
              {isPending ? 'Rejecting…' : title}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}
