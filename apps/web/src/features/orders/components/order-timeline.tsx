import type { Order } from '@app/shared/orders/orders.schemas';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatOrderDate, statusLabelKey } from '../../../lib/orders/order-display';
import '../../../lib/i18n/order-strings';

/** Every status change of the order, the latest one marked. */
export function Timeline({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="order-timeline" className="bg-white p-4">
      <h2 id="order-timeline" className="pb-3 text-[15px] font-extrabold text-ink">
        {t('orderTimeline')}
      </h2>
      <ol className="relative ml-2 border-l-2 border-line">
        {order.events.map((event, index) => {
          const isLast = index === order.events.length - 1;
          return (
            <li key={`${event.at}-${event.to_status}`} className="relative pb-4 pl-5 last:pb-0">
              <span
                aria-hidden="true"
                className={`absolute top-1 -left-[7px] size-3 rounded-full ring-2 ring-white ${isLast ? 'bg-primary-strong' : 'bg-muted'}`}
              />
              <p className={`text-sm ${isLast ? 'font-bold text-ink' : 'text-ink'}`}>
                {t(statusLabelKey(event.to_status))}
              </p>
              <p className="text-xs text-muted">
                <time dateTime={event.at}>{formatOrderDate(event.at)}</time>
                {event.reason ? ` · ${event.reason}` : ''}
              </p>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
