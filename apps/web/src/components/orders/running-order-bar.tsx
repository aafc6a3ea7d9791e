import { Link } from 'react-router';
import { useRunningOrder } from '../../lib/orders/get-running-order';
import { useAuthToken } from '../../lib/session/user-store';
import { useTranslation } from '../../lib/i18n/use-translation';
import { ChevronRightIcon } from '../ui/icons';
import '../../lib/i18n/screen-strings';

/**
 * Home's link to the order under way, read with get-running-order so it is there again after a
 * reload or on another device. Loaded lazily and only for a signed-in customer: a first visit
 * makes no call for it.
 */
export function RunningOrderBar() {
  const { t } = useTranslation();
  const token = useAuthToken();
  const { data: order } = useRunningOrder(token);
  if (!order) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 z-30 mx-auto max-w-md px-3"
      style={{ bottom: 'calc(var(--bottom-bar-height, 0px) + 0.75rem)' }}
    >
      <Link
        to={`/running-order/${encodeURIComponent(order.unique_order_id)}`}
        data-testid="running-order-bar"
        className="pointer-events-auto flex min-h-14 items-center gap-3 rounded-2xl bg-ink px-4 text-white shadow-bar"
      >
        <span className="flex min-w-0 flex-1 flex-col leading-tight">
          <span className="text-[11px] font-semibold uppercase tracking-wide opacity-80">
            {t('runningOrderBarTitle')}
          </span>
          <span className="truncate text-[15px] font-bold">{order.restaurant.name}</span>
        </span>
        <span className="flex items-center gap-1 text-[15px] font-extrabold">
          {t('runningOrderBarTrack')}
          <ChevronRightIcon className="size-4" />
        </span>
      </Link>
    </div>
  );
}
