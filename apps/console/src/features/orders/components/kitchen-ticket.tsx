import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { StoreOrder } from '@app/shared/console/console.schemas';
import { formatOrderTime } from '../../../lib/format';
import { useMoney } from '../../../lib/use-money';
import { paymentLabel } from '../lib/board';

/**
 * The kitchen ticket of one order, printed with the browser's print dialog: rendered outside the
 * app (a child of <body>) and, while printing, the only thing printed (index.css `@media print`,
 * 80 mm wide thermal paper friendly). `onDone` runs once the dialog closes.
 */
export function KitchenTicket({ order, onDone }: { order: StoreOrder; onDone: () => void }) {
  const formatMoney = useMoney();

  useEffect(() => {
    document.body.classList.add('printing-ticket');
    const finish = () => {
      document.body.classList.remove('printing-ticket');
      onDone();
    };
    window.addEventListener('afterprint', finish, { once: true });
    // After this render has reached the page.
    const timer = window.setTimeout(() => {
      try {
        window.print();
      } catch {
        finish();
      }
    }, 0);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('afterprint', finish);
      document.body.classList.remove('printing-ticket');
    };
  }, [onDone]);

  return createPortal(
    <section className="print-ticket" aria-label={`Kitchen ticket ${order.unique_order_id}`}>
      <p className="ticket-store">{order.restaurant.name}</p>
      <p className="ticket-id">#{order.unique_order_id}</p>
      <p>
        {formatOrderTime(order.created_at)} ·{' '}
        {order.delivery_type === 'SELFPICKUP' ? 'SELF-PICKUP' : 'DELIVERY'}
      </p>
      {order.scheduled_for ? <p>Scheduled: {formatOrderTime(order.scheduled_for)}</p> : null}
      <p>{order.customer.name}</p>
      <hr />
      <table>
        <tbody>
          {order.items.map((line, index) => (
            <tr key={`${line.item_id ?? line.name}-${index}`}>
              <td className="ticket-qty">{line.quantity}×</td>
              <td>
                {line.name}
                {line.addons.length > 0 ? (
                  <span className="ticket-addons">
                    {line.addons.map((addon) => `+ ${addon.name}`).join(', ')}
                  </span>
                ) : null}
              </td>
              <td className="ticket-amount">{formatMoney(line.line_total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {order.comment ? <p className="ticket-note">NOTE: {order.comment}</p> : null}
      <hr />
      <p className="ticket-total">
        <span>Total</span> <span>{formatMoney(order.bill.total)}</span>
      </p>
      <p>{paymentLabel(order)}</p>
    </section>,
    document.body,
  );
}
