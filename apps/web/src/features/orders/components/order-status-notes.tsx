import type { Order } from '@app/shared/orders/orders.schemas';
import { isRunningStatus } from '@app/shared/orders/orders.models';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatOrderDate } from '../../../lib/orders/order-display';
import '../../../lib/i18n/order-strings';

/**
 * Below an order's status: "Live" while the stream is up (else "updates itself") as long as the
 * order runs, and the time it is scheduled for.
 */
export function OrderStatusNotes({
  order,
  isStreamLive,
}: {
  order: Pick<Order, 'status' | 'scheduled_for'>;
  isStreamLive: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {isRunningStatus(order.status) ? (
        <p className="mt-1 flex items-center gap-1.5 text-xs text-muted" aria-live="polite">
          {isStreamLive ? (
            <>
              <span aria-hidden="true" className="size-2 rounded-full bg-green-600" />
              {t('trackingLive')}
            </>
          ) : (
            t('orderAutoRefresh')
          )}
        </p>
      ) : null}
      {order.scheduled_for ? (
        <p className="mt-2 text-sm text-ink">
          {t('orderScheduledFor').replace('{time}', formatOrderDate(order.scheduled_for))}
        </p>
      ) : null}
    </>
  );
}
