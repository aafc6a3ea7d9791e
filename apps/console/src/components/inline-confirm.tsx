import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button } from './ui';

interface Pending {
  question: string;
  confirmLabel: string;
  resolve: (confirmed: boolean) => void;
}

/**
 * Asks before a change in the page itself, where the browser's confirm box would open a second
 * dialog over a modal one. `ask(question)` resolves true or false; `prompt` is the question with
 * its two buttons, to be placed beside what it is about. The confirm button takes focus; Escape
 * on either button (kept from the dialog around it) or Cancel answers false, and focus goes back to
 * where it was.
 */
export function useInlineConfirm() {
  const [pending, setPending] = useState<Pending | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const questionId = useId();

  const ask = (question: string, confirmLabel = 'Confirm') =>
    new Promise<boolean>((resolve) => {
      pending?.resolve(false);
      returnTo.current = document.activeElement as HTMLElement | null;
      setPending({ question, confirmLabel, resolve });
    });

  const answer = (confirmed: boolean) => {
    pending?.resolve(confirmed);
    setPending(null);
    const target = returnTo.current;
    if (target?.isConnected) setTimeout(() => target.focus(), 0);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Kept from the dialog around it: Escape answers the question, the dialog stays open.
    event.preventDefault();
    event.stopPropagation();
    answer(false);
  };

  const prompt = pending ? (
    <div
      role="group"
      aria-labelledby={questionId}
      className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p id={questionId} className="font-semibold">
        {pending.question}
      </p>
      <div className="flex flex-wrap gap-2">
        {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the question was just asked here */}
        <Button tone="danger" autoFocus onKeyDown={onKeyDown} onClick={() => answer(true)}>
          {pending.confirmLabel}
        </Button>
        <Button onKeyDown={onKeyDown} onClick={() => answer(false)}>
          Cancel
        </Button>
      </div>
    </div>
  ) : null;

  return { ask, prompt, isAsking: pending !== null };
}
