import { useId, useState, type FormEvent } from 'react';
import { toMinor } from '../lib/money-input';
import { Button } from './ui';

const input = 'w-full rounded-md border border-line px-2 py-1.5 text-sm';

export interface AmountEntry<Kind extends string> {
  kind: Kind;
  /** Minor units, checked to be a positive amount with at most two decimals. */
  amount: number;
  note: string;
}

/**
 * A money form: a kind (credit or debit, payout or deposit), an amount in rupees and a note (a
 * reason, a reference). A typed amount that is not money goes to `onProblem` and nothing is sent;
 * the next edit of the amount clears that problem (`onProblem('')`). When `onSubmit` resolves true
 * (saved) the amount and the note are cleared. With one kind it is shown as text, not a select.
 */
export function AmountForm<Kind extends string>({
  title,
  kindLabel,
  kinds,
  noteLabel,
  amountExample,
  submitLabel,
  busyLabel,
  isBusy,
  onProblem,
  onSubmit,
}: {
  title: string;
  kindLabel: string;
  /** The first is chosen at the start. */
  kinds: readonly [readonly [Kind, string], ...(readonly [Kind, string])[]];
  noteLabel: string;
  /** "100 or 99.50", in "Enter an amount, like …". */
  amountExample: string;
  submitLabel: string;
  busyLabel?: string;
  isBusy: boolean;
  onProblem: (message: string) => void;
  onSubmit: (entry: AmountEntry<Kind>) => Promise<boolean> | false;
}) {
  const id = useId();
  const [kind, setKind] = useState<Kind>(kinds[0][0]);
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [refused, setRefused] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const minor = toMinor(amount);
    if (!minor) {
      onProblem(`Enter an amount, like ${amountExample}.`);
      setRefused(true);
      return;
    }
    const saving = onSubmit({ kind, amount: minor, note });
    if (!saving) return;
    void saving.then((saved) => {
      if (!saved) return;
      setAmount('');
      setNote('');
    });
  };

  return (
    <form className="space-y-2" onSubmit={submit}>
      <h3 className="font-semibold">{title}</h3>
      <div className="grid gap-3 sm:grid-cols-3">
        {kinds.length === 1 ? (
          <div className="space-y-1">
            <p className="block text-sm font-medium">{kindLabel}</p>
            <p className="py-1.5 text-sm">{kinds[0][1]}</p>
          </div>
        ) : (
          <div className="space-y-1">
            <label htmlFor={`${id}-kind`} className="block text-sm font-medium">
              {kindLabel}
            </label>
            <select
              id={`${id}-kind`}
              className={input}
              value={kind}
              onChange={(event) => setKind(event.target.value as Kind)}
            >
              {kinds.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="space-y-1">
          <label htmlFor={`${id}-amount`} className="block text-sm font-medium">
            Amount (₹)
          </label>
          <input
            id={`${id}-amount`}
            className={input}
            inputMode="decimal"
            value={amount}
            onChange={(event) => {
              setAmount(event.target.value);
              if (!refused) return;
              setRefused(false);
              onProblem('');
            }}
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-note`} className="block text-sm font-medium">
            {noteLabel}
          </label>
          <input
            id={`${id}-note`}
            className={input}
            maxLength={200}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      </div>
      <Button type="submit" tone="primary" disabled={isBusy}>
        {isBusy && busyLabel ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
