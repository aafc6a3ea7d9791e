import type { StoreOrder } from '@app/shared/console/console.schemas';
import { Button } from '../../../components/ui';
import { formatOrderTime } from '../../../lib/format';
import { useMoney } from '../../../lib/use-money';
import { actionsFor, isPicking, paymentLabel, statusLabel, type OrderAction } from '../lib/board';
import { PickingList } from './picking-list';

export function OrderCard({
  order,
  isHighlighted,
  pendingAction,
  onAction,
  showStore = false,
  onPrint,
}: {
  order: StoreOrder;
  isHighlighted: boolean;
  /** On a board of several stores, the card names its store. */
  showStore?: boolean;
  /** Prints the kitchen ticket. */
  onPrint?: () => void;
  /** The action running on this card, if any. */
  pendingAction: OrderAction['id'] | null;
  onAction: (action: OrderAction) => void;
}) {
  const formatMoney = useMoney();
  const actions = actionsFor(order);
  const headingId = `order-${order.unique_order_id}`;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="order-card"
      className={`rounded-lg border bg-white p-3 shadow-sm transition-shadow ${
        isHighlighted ? 'animate-arrival border-amber-500 ring-2 ring-amber-400' : 'border-line'
      }`}
    >
      <header>
        <h3 id={headingId} className="font-semibold [overflow-wrap:anywhere]">
          #{order.unique_order_id}
        </h3>
        {showStore ? (
          <p className="text-xs font-semibold text-blue-900" data-testid="order-store">
            {order.restaurant.name}
          </p>
        ) : null}
        <div className="flex flex-wrap items-center justify-between gap-1">
          <p className="text-xs text-muted">
            <time dateTime={order.created_at}>{formatOrderTime(order.created_at)}</time>
            {' · '}
            {order.delivery_type === 'SELFPICKUP' ? 'Self-pickup' : 'Delivery'}
          </p>
          <p className="flex gap-1">
            {isHighlighted ? (
              <span className="rounded bg-amber-400 px-1.5 py-0.5 text-xs font-bold text-ink">
                New
              </span>
            ) : null}
            <span className="rounded bg-canvas px-1.5 py-0.5 text-xs">
              {statusLabel(order.status)}
            </span>
          </p>
        </div>
      </header>

      {order.scheduled_for ? (
        <p className="mt-2 rounded bg-blue-50 px-2 py-1 text-xs text-blue-900">
          Scheduled for{' '}
          <time dateTime={order.scheduled_for}>{formatOrderTime(order.scheduled_for)}</time>
        </p>
      ) : null}

      <p className="mt-2 text-sm">
        <span className="font-medium">{order.customer.name}</span>
        {order.customer.phone ? (
          <>
            {' · '}
            <a className="underline" href={`tel:${order.customer.phone}`}>
              {order.customer.phone}
            </a>
          </>
        ) : null}
      </p>

      {isPicking(order) ? (
        <PickingList order={order} />
      ) : (
        <ul className="mt-2 space-y-1 border-t border-line pt-2 text-sm">
          {order.items.map((line, index) => (
            <li key={`${line.item_id ?? line.name}-${index}`}>
              <div className="flex justify-between gap-2">
                <span>
                  <span className="font-semibold">{line.quantity} ×</span> {line.name}
                </span>
                <span className="shrink-0 tabular-nums">{formatMoney(line.line_total)}</span>
              </div>
              {line.addons.length > 0 ? (
                <p className="pl-5 text-xs text-muted">
                  + {line.addons.map((addon) => addon.name).join(', ')}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}

      {order.comment ? (
        <p className="mt-2 rounded bg-amber-50 px-2 py-1 text-sm">
          <span className="font-medium">Note:</span> {order.comment}
        </p>
      ) : null}

      <div className="mt-2 flex items-baseline justify-between gap-2 border-t border-line pt-2 text-sm">
        <span className="text-xs text-muted">{paymentLabel(order)}</span>
        <span className="font-semibold whitespace-nowrap tabular-nums">
          Total {formatMoney(order.bill.total)}
        </span>
      </div>

      {onPrint ? (
        <button
          type="button"
          onClick={onPrint}
          aria-label={`Print ticket for order ${order.unique_order_id}`}
          className="mt-2 text-sm font-semibold underline"
        >
          Print ticket
        </button>
      ) : null}

      {actions.length > 0 ? (
        <div className="mt-3 flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action.id}
              tone={action.tone === 'danger' ? 'danger' : 'accept'}
              className="flex-1"
              disabled={pendingAction !== null}
              aria-label={`${action.label} order ${order.unique_order_id}`}
              onClick={() => onAction(action)}
            >
              {pendingAction === action.id ? `${action.label}…` : action.label}
            </Button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
