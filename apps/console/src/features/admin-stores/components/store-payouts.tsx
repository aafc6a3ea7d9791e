import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { RecordedStorePayout, StorePayouts } from '@app/shared/console/store-payouts.schemas';
import { AmountForm, type AmountEntry } from '../../../components/amount-form';
import { Page } from '../../../components/page';
import { ErrorNote, Figures } from '../../../components/ui';
import { useRun } from '../../../components/use-run';
import { consolePost, errorMessage } from '../../../lib/console-api';
import { formatWhen } from '../../../lib/format';
import { newRequestId } from '../../../lib/request-id';
import { useMoney } from '../../../lib/use-money';
import { useAdminStore } from '../api';
import { StoreMissing } from './store-missing';

const payoutsKey = (storeId: number) => ['admin-store-payouts', storeId] as const;

/**
 * A store's payouts (/stores/:id/payouts): record what was paid to its owner (they see it on
 * their Earnings page), and every payout so far. One request id per submission, so a double
 * click or a retry after a lost answer records once.
 */
export function StorePayoutsPage({ storeId }: { storeId: number }) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const store = useAdminStore(storeId);
  const payouts = useQuery({
    queryKey: payoutsKey(storeId),
    queryFn: () => consolePost<StorePayouts>('admin/stores/payouts', { store_id: storeId }),
  });
  const [requestId, setRequestId] = useState(newRequestId);
  const { run, isBusy, setProblem, messages } = useRun();
  const name = store.data?.name ?? '…';

  const record = ({ amount, note }: AmountEntry<'store_payout'>) => {
    if (!window.confirm(`Record a payout of ${money(amount)} to ${name}?`)) return false;
    return run(async () => {
      const saved = await consolePost<RecordedStorePayout>('admin/stores/record-payout', {
        store_id: storeId,
        amount,
        note: note.trim(),
        request_id: requestId,
      });
      queryClient.setQueryData(payoutsKey(storeId), saved);
      return saved.replayed
        ? 'This payout was already recorded.'
        : `Payout of ${money(amount)} recorded.`;
    }).then((saved) => {
      if (saved) setRequestId(newRequestId());
      return saved;
    });
  };

  if (store.isError) return <StoreMissing error={store.error} />;

  return (
    <Page
      title={`Payouts: ${name}`}
      width="narrow"
      actions={
        <>
          <Link
            to="/stores"
            className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
          >
            All stores
          </Link>
          <Link
            to={`/stores/${storeId}`}
            className="rounded-md border border-line px-3 py-2 text-sm font-semibold"
          >
            Store details
          </Link>
        </>
      }
    >
      <Figures items={[['Paid out in all', payouts.data ? money(payouts.data.paid_out) : '…']]} />
      <AmountForm
        title="Record a payout"
        kindLabel="Kind"
        kinds={[['store_payout', 'Takings less commission, paid to the owner']]}
        noteLabel="Reference (shown to the owner)"
        amountExample="2500 or 2500.50"
        submitLabel="Record payout"
        busyLabel="Recording…"
        isBusy={isBusy}
        onProblem={setProblem}
        onSubmit={record}
      />
      {messages}
      <section className="space-y-1">
        <h2 className="font-semibold">Payouts</h2>
        {payouts.isPending ? <p role="status">Loading…</p> : null}
        {payouts.isError ? <ErrorNote>{errorMessage(payouts.error)}</ErrorNote> : null}
        {payouts.data && payouts.data.payouts.length === 0 ? (
          <p className="text-sm text-muted">No payouts yet.</p>
        ) : null}
        <ul aria-label="Payouts" className="divide-y divide-line text-sm">
          {payouts.data?.payouts.map((payout) => (
            <li key={payout.id} className="flex flex-wrap gap-x-3 py-1">
              <span>{formatWhen(payout.paid_at)}</span>
              <span className="font-medium">{money(payout.amount)}</span>
              {payout.note ? <span className="text-muted">{payout.note}</span> : null}
              {payout.recorded_by ? (
                <span className="text-muted">by {payout.recorded_by}</span>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
