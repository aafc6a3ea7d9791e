import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCustomer, CustomerDetail } from '@app/shared/console/people.schemas';
import { AmountForm, type AmountEntry } from '../../components/amount-form';
import { Button, ErrorNote, Figures } from '../../components/ui';
import { useRun } from '../../components/use-run';
import { useInlineConfirm } from '../../components/inline-confirm';
import { consolePost, errorMessage } from '../../lib/console-api';
import { statusName } from '../../lib/order-labels';
import { newRequestId } from '../../lib/request-id';
import { useMoney } from '../../lib/use-money';
import { formatWhen } from '../../lib/format';

/**
 * One customer: ban or unban, sign in as them (the customer app, a new tab), adjust the wallet
 * with a reason, their recent orders and the wallet ledger.
 */
export function CustomerPanel({
  customerId,
  token,
  onChanged,
}: {
  customerId: number;
  token: string;
  onChanged: () => void;
}) {
  const money = useMoney();
  const detail = useQuery({
    queryKey: ['customer-detail', customerId],
    queryFn: () => consolePost<CustomerDetail>('admin/customers/get', { customer_id: customerId }),
  });
  const [requestId, setRequestId] = useState(newRequestId);
  const { run: runWork, isBusy, setProblem, messages } = useRun();
  // The panel is a modal dialog: the question is asked in it, not in a second (browser) dialog.
  const { ask, prompt, isAsking } = useInlineConfirm();
  /** A change, then the customer read again and the list told. */
  const run = (work: () => Promise<string>) =>
    runWork(async () => {
      const done = await work();
      await detail.refetch();
      onChanged();
      return done;
    });

  if (detail.isPending) return <p role="status">Loading…</p>;
  if (detail.isError) return <ErrorNote>{errorMessage(detail.error)}</ErrorNote>;
  const { customer, orders, wallet } = detail.data;

  const setBan = async (isBanned: boolean) => {
    const question = isBanned
      ? `Ban ${customer.name}? They are signed out at once and cannot order.`
      : `Unban ${customer.name}?`;
    if (!(await ask(question, isBanned ? 'Ban' : 'Unban'))) return;
    void run(async () => {
      await consolePost<AdminCustomer>('admin/customers/set-ban', {
        customer_id: customer.id,
        is_banned: isBanned,
      });
      return isBanned ? `${customer.name} is banned.` : `${customer.name} is no longer banned.`;
    });
  };

  const adjust = ({ kind, amount, note }: AmountEntry<'credit' | 'debit'>) => {
    if (note.trim().length < 3) {
      setProblem('Give a reason (it is shown in the customer’s wallet).');
      return false;
    }
    return run(async () => {
      const result = await consolePost<{ balance: number; replayed: boolean }>(
        'admin/customers/adjust-wallet',
        {
          customer_id: customer.id,
          type: kind,
          amount,
          reason: note.trim(),
          request_id: requestId,
        },
      );
      return `${kind === 'credit' ? 'Credited' : 'Debited'} ${money(amount)}. Balance ${money(result.balance)}.`;
    }).then((saved) => {
      if (saved) setRequestId(newRequestId());
      return saved;
    });
  };

  const signInAs = () => {
    const url = `/auth/login-as-customer/${customer.id}?token=${encodeURIComponent(token)}`;
    window.open(url, '_blank', 'noopener');
  };

  return (
    <div className="space-y-5">
      <Figures
        items={[
          ['Email', customer.email ?? '—'],
          ['Phone', customer.phone ?? '—'],
          ['Wallet', money(customer.wallet_balance)],
          ['Status', customer.is_banned ? 'Banned' : 'Active'],
        ]}
      />
      <div className="flex flex-wrap gap-2">
        {customer.is_banned ? (
          <Button disabled={isBusy || isAsking} onClick={() => void setBan(false)}>
            Unban
          </Button>
        ) : (
          <Button tone="danger" disabled={isBusy || isAsking} onClick={() => void setBan(true)}>
            Ban customer
          </Button>
        )}
        <Button disabled={customer.is_banned} onClick={signInAs}>
          Sign in as customer (new tab)
        </Button>
      </div>
      {prompt}

      <AmountForm
        title="Adjust the wallet"
        kindLabel="Credit or debit"
        kinds={[
          ['credit', 'Credit (add)'],
          ['debit', 'Debit (take)'],
        ]}
        noteLabel="Reason"
        amountExample="100 or 99.50"
        submitLabel="Apply"
        busyLabel="Saving…"
        isBusy={isBusy}
        onProblem={setProblem}
        onSubmit={adjust}
      />
      {messages}

      <section className="space-y-1">
        <h3 className="font-semibold">Recent orders</h3>
        {orders.length === 0 ? <p className="text-sm text-muted">No orders yet.</p> : null}
        <ul className="divide-y divide-line text-sm">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap gap-x-3 py-1">
              <span className="font-mono">#{order.unique_order_id}</span>
              <span>{order.store_name ?? 'Pickup & drop'}</span>
              <span>{statusName(order.status)}</span>
              <span className="font-medium">{money(order.total)}</span>
              <span className="text-muted">{order.payment_method}</span>
              <span className="text-muted">{formatWhen(order.created_at)}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="space-y-1">
        <h3 className="font-semibold">Wallet ledger</h3>
        {wallet.length === 0 ? <p className="text-sm text-muted">No wallet entries.</p> : null}
        <ul className="divide-y divide-line text-sm">
          {wallet.map((line) => (
            <li key={line.id} className="flex flex-wrap gap-x-3 py-1">
              <span className={line.type === 'credit' ? 'text-green-800' : 'text-red-800'}>
                {line.type === 'credit' ? '+' : '−'}
                {money(line.amount)}
              </span>
              <span>{line.description}</span>
              <span className="text-muted">balance {money(line.balance_after)}</span>
              <span className="text-muted">{formatWhen(line.created_at)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
