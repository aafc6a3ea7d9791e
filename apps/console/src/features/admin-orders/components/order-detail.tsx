import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { AdminOrderDetail } from '@app/shared/console/admin-orders.schemas';
import { Button, ErrorNote, Notice } from '../../../components/ui';
import { consolePost, errorMessage } from '../../../lib/console-api';
import { formatWhen } from '../../../lib/marketplace-time';
import { useMoney } from '../../../lib/use-money';
import { KIND_LABELS, statusName } from '../../../lib/order-labels';
import { CancelDialog } from './cancel-dialog';
import { RiderPicker } from './rider-picker';

/** One order in a side panel: status, people, bill, lines, timeline, payments; cancel, rider. */
export function OrderDetail({
  uniqueOrderId,
  canRefund,
  onClose,
}: {
  uniqueOrderId: string;
  canRefund: boolean;
  onClose: () => void;
}) {
  const money = useMoney();
  const queryClient = useQueryClient();
  const titleId = useId();
  const panel = useRef<HTMLDialogElement>(null);
  const [cancelling, setCancelling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const queryKey = ['admin-order', uniqueOrderId];
  const detail = useQuery({
    queryKey,
    queryFn: () =>
      consolePost<AdminOrderDetail>('admin/orders/get', { unique_order_id: uniqueOrderId }),
  });
  const cancel = useMutation({
    mutationFn: (body: { reason: string; refund_to: 'wallet' | 'original' }) =>
      consolePost<{
        order: AdminOrderDetail;
        refunded_to_wallet: number;
        refunded_to_card: number;
      }>('admin/orders/cancel', { unique_order_id: uniqueOrderId, ...body }),
    onSuccess: (data) => {
      queryClient.setQueryData(queryKey, data.order);
      void queryClient.invalidateQueries({ queryKey: ['console-list', 'admin/orders'] });
      setCancelling(false);
      const parts = [
        data.refunded_to_wallet > 0 ? `${money(data.refunded_to_wallet)} to the wallet` : null,
        data.refunded_to_card > 0 ? `${money(data.refunded_to_card)} to the card` : null,
      ].filter(Boolean);
      setNotice(
        `Order cancelled. ${parts.length ? `Refunded ${parts.join(' and ')}.` : 'Nothing was paid, so nothing to refund.'}`,
      );
    },
  });

  // A native modal dialog: the browser keeps focus inside it and makes the page behind inert;
  // closing gives focus back to the row that opened it.
  useEffect(() => {
    const opener = document.activeElement;
    const dialog = panel.current;
    if (dialog && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (opener instanceof HTMLElement) opener.focus();
    };
  }, []);

  const cancelButton = useRef<HTMLButtonElement>(null);
  const stopCancelling = () => {
    cancel.reset();
    setCancelling(false);
    // Back to the button that opened the form, once it is drawn again.
    setTimeout(() => cancelButton.current?.focus(), 0);
  };

  const order = detail.data;
  return (
    <dialog
      ref={panel}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: the cancel form first, then the panel.
        event.preventDefault();
        if (cancelling) stopCancelling();
        else onClose();
      }}
      className="m-0 ml-auto h-dvh max-h-dvh w-full max-w-2xl overflow-y-auto bg-white p-0 text-ink shadow-xl backdrop:bg-black/30"
    >
      <div className="space-y-4 p-5">
        <div className="flex items-start gap-3">
          <h2 id={titleId} className="text-lg font-bold">
            Order {uniqueOrderId}
          </h2>
          <Button className="ml-auto" onClick={onClose} aria-label="Close order">
            Close
          </Button>
        </div>
        {detail.isPending ? <p role="status">Loading the order…</p> : null}
        {detail.isError ? <ErrorNote>{errorMessage(detail.error)}</ErrorNote> : null}
        {notice ? <Notice>{notice}</Notice> : null}
        {order ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-muted">Status</dt>
              <dd className="font-semibold" data-testid="order-status">
                {statusName(order.status)}
              </dd>
              <dt className="text-muted">Kind</dt>
              <dd>
                {KIND_LABELS[order.kind]} ·{' '}
                {order.delivery_type === 'SELFPICKUP' ? 'Self pickup' : 'Delivery'}
              </dd>
              <dt className="text-muted">Placed</dt>
              <dd>{formatWhen(order.created_at)}</dd>
              <dt className="text-muted">Customer</dt>
              <dd>
                {order.customer.name} {order.customer.phone ? `· ${order.customer.phone}` : ''}
              </dd>
              <dt className="text-muted">Store</dt>
              <dd>{order.store?.name ?? 'None (pickup and drop)'}</dd>
              <dt className="text-muted">Rider</dt>
              <dd>{order.rider?.name ?? 'Not assigned'}</dd>
              <dt className="text-muted">Payment</dt>
              <dd>
                {order.payment_method} · {order.payment_status}
              </dd>
              {order.comment ? (
                <>
                  <dt className="text-muted">Note</dt>
                  <dd>{order.comment}</dd>
                </>
              ) : null}
            </dl>

            <div className="flex flex-wrap gap-2">
              {canRefund && !cancelling ? (
                <Button
                  ref={cancelButton}
                  tone="danger"
                  disabled={!order.can_cancel}
                  title={order.can_cancel ? undefined : 'The order engine does not allow it now'}
                  onClick={() => setCancelling(true)}
                >
                  {order.payment_status === 'paid' || order.bill.wallet_used > 0
                    ? 'Cancel and refund'
                    : 'Cancel order…'}
                </Button>
              ) : null}
            </div>
            {cancelling ? (
              <CancelDialog
                order={order}
                isPending={cancel.isPending}
                error={cancel.isError ? errorMessage(cancel.error) : null}
                onConfirm={(body) => cancel.mutate(body)}
                onClose={stopCancelling}
              />
            ) : null}
            {order.can_assign_rider ? (
              <RiderPicker
                order={order}
                onChanged={(next) => {
                  queryClient.setQueryData(queryKey, next);
                  void queryClient.invalidateQueries({
                    queryKey: ['console-list', 'admin/orders'],
                  });
                }}
              />
            ) : null}

            {order.courier ? (
              <section aria-label="Pickup and drop" className="space-y-1 text-sm">
                <h3 className="font-semibold">
                  Pickup and drop: {order.courier.task_type}
                  {order.courier.description ? ` · ${order.courier.description}` : ''}
                </h3>
                {(['pickup', 'drop'] as const).map((leg) => {
                  const stop = order.courier![leg];
                  const arrived =
                    leg === 'pickup'
                      ? order.courier!.arrived_pickup_at
                      : order.courier!.arrived_drop_at;
                  return (
                    <p key={leg}>
                      <span className="font-medium">{leg === 'pickup' ? 'From' : 'To'}:</span>{' '}
                      {stop.address} · {stop.contact_name} {stop.contact_phone}
                      {arrived ? (
                        <span className="text-muted"> · rider arrived {formatWhen(arrived)}</span>
                      ) : null}
                    </p>
                  );
                })}
              </section>
            ) : null}

            <section aria-label="Items and bill" className="space-y-2">
              <h3 className="font-semibold">Items</h3>
              <ul className="divide-y divide-line rounded-md border border-line text-sm">
                {order.items.length === 0 ? (
                  <li className="px-3 py-2 text-muted">No lines (a pickup-and-drop task).</li>
                ) : null}
                {order.items.map((item) => (
                  <li key={item.id} className="flex gap-2 px-3 py-2">
                    <span>
                      {item.quantity} × {item.name}
                      {item.addons.length ? (
                        <span className="block text-xs text-muted">
                          {item.addons.map((addon) => addon.name).join(', ')}
                        </span>
                      ) : null}
                    </span>
                    <span className="ml-auto">{money(item.line_total)}</span>
                  </li>
                ))}
              </ul>
              <Bill order={order} money={money} />
            </section>

            <section aria-label="Timeline" className="space-y-2">
              <h3 className="font-semibold">Timeline</h3>
              <ol className="space-y-1 border-l-2 border-line pl-3 text-sm">
                {order.timeline.map((event, index) => (
                  <li key={index}>
                    <span className="font-medium">{statusName(event.to_status)}</span>{' '}
                    <span className="text-muted">
                      by {event.actor}
                      {event.actor_user ? ` (${event.actor_user.name})` : ''} ·{' '}
                      {formatWhen(event.at)}
                    </span>
                    {event.reason ? <span className="block text-xs">“{event.reason}”</span> : null}
                  </li>
                ))}
              </ol>
            </section>

            {order.payments.length || order.refunds.length ? (
              <section aria-label="Payments and refunds" className="space-y-1 text-sm">
                <h3 className="font-semibold">Payments and card refunds</h3>
                {order.payments.map((payment, index) => (
                  <p key={`p${index}`}>
                    Payment {payment.provider}: {money(payment.amount)} ({payment.status})
                  </p>
                ))}
                {order.refunds.map((refund, index) => (
                  <p key={`r${index}`}>
                    Refund {refund.provider}: {money(refund.amount)} ({refund.status})
                  </p>
                ))}
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </dialog>
  );
}

function Bill({ order, money }: { order: AdminOrderDetail; money: (minor: number) => string }) {
  const bill = order.bill;
  const lines: [string, number][] = [
    ['Items', bill.subtotal],
    ...(bill.coupon_discount
      ? ([[`Coupon ${bill.coupon_code ?? ''}`, -bill.coupon_discount]] as [string, number][])
      : []),
    ['Store charges', bill.store_charge],
    ...(bill.small_cart_fee
      ? ([['Small cart fee', bill.small_cart_fee]] as [string, number][])
      : []),
    ['Delivery fee', bill.delivery_fee],
    ['Tax', bill.tax],
    ...(bill.tip ? ([['Tip', bill.tip]] as [string, number][]) : []),
  ];
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-4 text-sm">
      {lines.map(([label, amount]) => (
        <div key={label} className="contents">
          <dt className="text-muted">{label}</dt>
          <dd className="text-right">{money(amount)}</dd>
        </div>
      ))}
      <dt className="font-semibold">Total</dt>
      <dd className="text-right font-semibold">{money(bill.total)}</dd>
      <dt className="text-muted">From the wallet</dt>
      <dd className="text-right">{money(bill.wallet_used)}</dd>
      <dt className="text-muted">To pay ({order.payment_method})</dt>
      <dd className="text-right">{money(bill.payable)}</dd>
    </dl>
  );
}
