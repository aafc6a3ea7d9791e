import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { AdminRider } from '@app/shared/console/people.schemas';
import { AmountForm, type AmountEntry } from '../../components/amount-form';
import { Button, ErrorNote, Figures } from '../../components/ui';
import { useRun } from '../../components/use-run';
import { useInlineConfirm } from '../../components/inline-confirm';
import { consolePost, errorMessage } from '../../lib/console-api';
import { useMoney } from '../../lib/use-money';
import { formatWhen } from '../../lib/format';

type Store = { id: number; name: string };
type PayoutKind = 'rider_cash_deposit' | 'rider_payout';
const input = 'w-full rounded-md border border-line px-2 py-1.5 text-sm';

function StoreChecks({
  stores,
  chosen,
  onChange,
}: {
  stores: Store[];
  chosen: number[];
  onChange: (ids: number[]) => void;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="text-sm font-medium">Stores whose orders the rider is offered</legend>
      <div className="grid max-h-48 gap-1 overflow-y-auto rounded-md border border-line p-2 sm:grid-cols-2">
        {stores.map((store) => (
          <label key={store.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(store.id)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? [...chosen, store.id]
                    : chosen.filter((id) => id !== store.id),
                )
              }
            />
            {store.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A new rider account: it starts pending until approved in the list. */
export function NewRiderForm({
  stores,
  onDone,
}: {
  stores: Store[];
  onDone: (rider: AdminRider) => void;
}) {
  const id = useId();
  const [form, setForm] = useState({ name: '', email: '', phone: '', password: '' });
  const [storeIds, setStoreIds] = useState<number[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const set = (key: keyof typeof form, value: string) =>
    setForm((previous) => ({ ...previous, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setIsSaving(true);
    setProblem(null);
    try {
      onDone(
        await consolePost<AdminRider>('admin/riders/create', {
          name: form.name,
          email: form.email,
          phone: form.phone.trim() || null,
          password: form.password,
          store_ids: storeIds,
        }),
      );
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setIsSaving(false);
    }
  };

  const text = (key: keyof typeof form, label: string, type = 'text') => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${key}`} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        type={type}
        className={input}
        value={form[key]}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        onChange={(event) => set(key, event.target.value)}
      />
    </div>
  );

  return (
    <form className="space-y-3" onSubmit={(event) => void submit(event)}>
      <div className="grid gap-3 sm:grid-cols-2">
        {text('name', 'Name')}
        {text('email', 'Email', 'email')}
        {text('phone', 'Phone (optional)', 'tel')}
        {text('password', 'Password (8 characters or more)', 'password')}
      </div>
      <StoreChecks stores={stores} chosen={storeIds} onChange={setStoreIds} />
      {problem ? <ErrorNote>{problem}</ErrorNote> : null}
      <div className="flex justify-end">
        <Button type="submit" tone="primary" disabled={isSaving}>
          {isSaving ? 'Creating…' : 'Create rider'}
        </Button>
      </div>
    </form>
  );
}

interface Payout {
  id: number;
  kind: string;
  amount: number;
  reference: string;
  created_by: string | null;
  created_at: string;
}

/** One rider: stores, and money (earnings due, cash in hand, payouts and deposits). */
export function RiderManager({
  rider,
  stores,
  onChanged,
}: {
  rider: AdminRider;
  stores: Store[];
  onChanged: (rider: AdminRider) => void;
}) {
  const money = useMoney();
  const [storeIds, setStoreIds] = useState(rider.stores.map((store) => store.id));
  const { run: runWork, isBusy, setProblem, messages } = useRun();
  // The rider's panel is a modal dialog: the question is asked in it, not in a second dialog.
  const { ask, prompt, isAsking } = useInlineConfirm();
  const payouts = useQuery({
    queryKey: ['rider-payouts', rider.id],
    queryFn: () => consolePost<Payout[]>('admin/riders/payouts', { rider_id: rider.id }),
  });

  /** A change answering the rider as now stored; the list and the history follow. */
  const run = (work: () => Promise<AdminRider>, done: string) =>
    runWork(async () => {
      onChanged(await work());
      void payouts.refetch();
      return done;
    });

  const record = async ({ kind, amount, note }: AmountEntry<PayoutKind>) => {
    const what = kind === 'rider_payout' ? 'Payout' : 'Cash deposit';
    if (!(await ask(`${what} of ${money(amount)} for ${rider.name}?`, 'Record'))) return false;
    return run(
      () =>
        consolePost<AdminRider>('admin/riders/record-payout', {
          rider_id: rider.id,
          kind,
          amount,
          reference: note,
        }),
      `${what} of ${money(amount)} recorded.`,
    );
  };

  return (
    <div className="space-y-5">
      <Figures
        items={[
          ['Delivered', String(rider.delivered_orders)],
          ['Earned', money(rider.earnings)],
          ['Earnings due', money(rider.earnings_due)],
          ['Cash in hand', money(rider.cash_in_hand)],
        ]}
      />

      <section className="space-y-2">
        <StoreChecks stores={stores} chosen={storeIds} onChange={setStoreIds} />
        <Button
          disabled={isBusy}
          onClick={() =>
            void run(
              () =>
                consolePost<AdminRider>('admin/riders/set-stores', {
                  rider_id: rider.id,
                  store_ids: storeIds,
                }),
              'Stores saved.',
            )
          }
        >
          Save stores
        </Button>
      </section>

      <AmountForm
        title="Record a payout or a cash deposit"
        kindLabel="Kind"
        kinds={[
          ['rider_cash_deposit', 'Cash handed in by the rider'],
          ['rider_payout', 'Earnings paid to the rider'],
        ]}
        noteLabel="Reference"
        amountExample="250 or 250.50"
        submitLabel="Record"
        isBusy={isBusy || isAsking}
        onProblem={setProblem}
        onSubmit={record}
      />
      {prompt}
      {messages}

      <section className="space-y-1">
        <h3 className="font-semibold">History</h3>
        {payouts.isPending ? <p role="status">Loading…</p> : null}
        {payouts.isError ? <ErrorNote>{errorMessage(payouts.error)}</ErrorNote> : null}
        {payouts.data && payouts.data.length === 0 ? (
          <p className="text-sm text-muted">No payouts or deposits yet.</p>
        ) : null}
        <ul className="divide-y divide-line text-sm">
          {payouts.data?.map((payout) => (
            <li key={payout.id} className="flex flex-wrap gap-x-3 py-1">
              <span>{formatWhen(payout.created_at)}</span>
              <span className="font-medium">
                {payout.kind === 'rider_payout' ? 'Payout' : 'Cash deposit'} {money(payout.amount)}
              </span>
              {payout.reference ? <span className="text-muted">{payout.reference}</span> : null}
              {payout.created_by ? (
                <span className="text-muted">by {payout.created_by}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
