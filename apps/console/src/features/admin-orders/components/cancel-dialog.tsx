import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { AdminOrderDetail } from '@app/shared/console/admin-orders.schemas';
import { Button, ErrorNote } from '../../../components/ui';
import { useMoney } from '../../../lib/use-money';

type RefundTo = 'wallet' | 'original';

/**
 * Cancels with a reason and a refund destination. The server refunds once whatever happens here
 * (double clicks included); the button is also disabled while the call runs.
 */
export function CancelDialog({
  order,
  isPending,
  error,
  onConfirm,
  onClose,
}: {
  order: AdminOrderDetail;
  isPending: boolean;
  error: string | null;
  onConfirm: (body: { reason: string; refund_to: RefundTo }) => void;
  onClose: () => void;
}) {
  const money = useMoney();
  const [reason, setReason] = useState('');
  const [refundTo, setRefundTo] = useState<RefundTo>('wallet');
  const titleId = useId();
  const reasonId = useId();
  const form = useRef<HTMLElement>(null);
  const paidOnline = order.payment_status === 'paid' ? order.bill.payable : 0;
  const onCard = order.payments.some((payment) => payment.status === 'succeeded');
  const hasRefund = paidOnline > 0 || order.bill.wallet_used > 0;

  useEffect(() => {
    form.current?.querySelector('textarea')?.focus();
  }, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim().length >= 3 && !isPending)
      onConfirm({ reason: reason.trim(), refund_to: refundTo });
  };

  // Part of the order panel, not a dialog over it (one dialog at a time); Escape in the panel
  // closes this form first.
  return (
    <section
      ref={form}
      aria-labelledby={titleId}
      className="rounded-lg border border-red-300 bg-red-50/40 p-4"
      data-cancel-form
    >
      <form onSubmit={onSubmit} className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold">
          Cancel order {order.unique_order_id}?
        </h2>
        <div className="space-y-1">
          <label htmlFor={reasonId} className="block text-sm font-medium">
            Reason (the customer sees it)
          </label>
          <textarea
            id={reasonId}
            value={reason}
            minLength={3}
            maxLength={300}
            required
            rows={3}
            onChange={(event) => setReason(event.target.value)}
            className="w-full rounded-md border border-line p-2 text-sm"
          />
        </div>
        {hasRefund ? (
          <fieldset className="space-y-1 text-sm">
            <legend className="font-medium">Refund</legend>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="refund-to"
                checked={refundTo === 'wallet'}
                onChange={() => setRefundTo('wallet')}
              />
              Refund to wallet
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="refund-to"
                checked={refundTo === 'original'}
                onChange={() => setRefundTo('original')}
              />
              Refund to card / payment gateway
            </label>
            <p className="text-xs text-muted">
              {order.bill.wallet_used > 0
                ? `${money(order.bill.wallet_used)} paid from the wallet always goes back to the wallet. `
                : ''}
              {paidOnline > 0
                ? `${money(paidOnline)} was paid online${onCard ? '' : ' (a gateway without refunds: it goes to the wallet)'}.`
                : ''}
            </p>
          </fieldset>
        ) : (
          <p className="text-sm text-muted">Nothing was paid yet: there is nothing to refund.</p>
        )}
        {error ? <ErrorNote>{error}</ErrorNote> : null}
        <div className="flex justify-end gap-2">
          <Button onClick={onClose}>Keep order</Button>
          <Button type="submit" tone="danger" disabled={reason.trim().length < 3 || isPending}>
            {isPending ? 'Cancelling…' : 'Cancel order'}
          </Button>
        </div>
      </form>
    </section>
  );
}
