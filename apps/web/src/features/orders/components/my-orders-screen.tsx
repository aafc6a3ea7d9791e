import { isRunningStatus } from '@app/shared/orders/orders.models';
import type { Order } from '@app/shared/orders/orders.schemas';
import { Link } from 'react-router';
import { Button, buttonClassName } from '../../../components/ui/button';
import { BagIcon } from '../../../components/ui/icons';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { StatusBadge } from '../../../components/ui/status-screen';
import { LoginPrompt } from '../../../components/login-prompt';
import { QueryError, QueryLoading } from '../../../components/query-status';
import { LoadMore } from '../../../components/load-more';
import { useLoggedInUser } from '../../../lib/session/user-store';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { useOrders } from '../api/get-orders';
import { useReorder } from '../hooks/use-reorder';
import { formatOrderDate, itemsSummary } from '../../../lib/orders/order-display';
import { OrderStatusPill } from './order-status-pill';
import { stopAddressLine, taskTypeLabelKey } from '../../../lib/courier/courier-display';
import '../../../lib/i18n/courier-tracking-strings';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

function OrderCard({ order, onReorder }: { order: Order; onReorder: (order: Order) => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const path = `/running-order/${encodeURIComponent(order.unique_order_id)}`;
  // A pickup and drop task has no store: it reads by its kind and where it goes, and is neither
  // reordered nor rated like a store's order.
  const courier = order.kind === 'courier' ? order.courier : null;
  return (
    <li className="rounded-2xl border border-line bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="truncate text-[16px] font-extrabold text-ink">
            <Link to={path} className="hover:underline">
              {courier
                ? t('courierTaskTitle').replace('{type}', t(taskTypeLabelKey(courier.task_type)))
                : order.restaurant.name}
            </Link>
          </h3>
          <p className="text-[13px] text-muted">
            {formatOrderDate(order.created_at)} · #{order.unique_order_id}
          </p>
        </div>
        <OrderStatusPill status={order.status} />
      </div>
      <p className="mt-2 line-clamp-2 text-sm text-ink">
        {courier ? (
          <>
            <span className="text-muted">{t('courierDrop')}: </span>
            {stopAddressLine(courier.drop)}
          </>
        ) : (
          itemsSummary(order)
        )}
      </p>
      <p className="mt-1 text-[15px] font-bold text-ink">
        {money(order.bill.total)}
        {order.refund?.to_card && order.refund.to_card.status !== 'failed' ? (
          <span
            className={
              order.refund.to_card.status === 'pending'
                ? 'ml-2 text-[13px] font-semibold text-amber-800'
                : 'ml-2 text-[13px] font-semibold text-green-800'
            }
          >
            {t(
              order.refund.to_card.status === 'pending'
                ? 'ordersRefundPending'
                : 'ordersRefundDone',
            ).replace('{amount}', money(order.refund.to_card.amount))}
          </span>
        ) : null}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Link
          to={path}
          className={buttonClassName('outline', 'min-h-10 flex-1 px-3 text-sm whitespace-nowrap')}
        >
          {isRunningStatus(order.status) ? t('ordersTrack') : t('ordersDetails')}
        </Link>
        {courier ? null : (
          <Button
            variant="outline"
            className="min-h-10 flex-1 px-3 text-sm whitespace-nowrap"
            onClick={() => onReorder(order)}
            aria-label={t('ordersReorderFrom').replace('{store}', order.restaurant.name)}
          >
            {t('ordersReorder')}
          </Button>
        )}
        {order.is_ratable && !courier ? (
          <Link
            to={`/rate-order/${encodeURIComponent(order.unique_order_id)}`}
            className={buttonClassName('primary', 'min-h-10 flex-1 px-3 text-sm whitespace-nowrap')}
          >
            {t('ordersRate')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}

function OrderSection({
  id,
  title,
  orders,
  onReorder,
}: {
  id: string;
  title: string;
  orders: Order[];
  onReorder: (order: Order) => void;
}) {
  if (orders.length === 0) return null;
  return (
    <section aria-labelledby={id} className="px-4 pt-4">
      <h2 id={id} className="pb-2 text-xs font-bold tracking-wider text-muted uppercase">
        {title}
      </h2>
      <ul className="space-y-3">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} onReorder={onReorder} />
        ))}
      </ul>
    </section>
  );
}

/** `/my-orders`: running orders first, then past ones, in pages with "load more". */
export function MyOrdersScreen() {
  const { t } = useTranslation();
  const user = useLoggedInUser();
  const query = useOrders(user ? { token: user.auth_token, user_id: user.id } : null);
  const { reorder, dialog } = useReorder();

  let body;
  if (!user) {
    body = <LoginPrompt next="/my-orders" />;
  } else if (query.isPending) {
    body = (
      <QueryLoading
        className="space-y-3 p-4"
        rows={['h-40 w-full rounded-2xl', 'h-40 w-full rounded-2xl']}
      />
    );
  } else if (query.isError) {
    body = <QueryError onRetry={() => void query.refetch()} />;
  } else {
    const orders = query.data.pages.flatMap((page) => page.orders);
    const running = orders.filter((order) => isRunningStatus(order.status));
    const past = orders.filter((order) => !isRunningStatus(order.status));
    body =
      orders.length === 0 ? (
        <div className="flex flex-col items-center px-8 py-14 text-center">
          <StatusBadge>
            <BagIcon />
          </StatusBadge>
          <h2 className="mt-6 text-xl font-extrabold text-ink">{t('ordersEmptyTitle')}</h2>
          <p className="mt-2 text-[15px] text-muted">{t('ordersEmptyMessage')}</p>
          <Link to="/" className={buttonClassName('primary', 'mt-6 w-full max-w-xs')}>
            {t('cartBrowseStores')}
          </Link>
        </div>
      ) : (
        <>
          <OrderSection
            id="orders-running"
            title={t('ordersRunning')}
            orders={running}
            onReorder={reorder}
          />
          <OrderSection
            id="orders-past"
            title={t('ordersPast')}
            orders={past}
            onReorder={reorder}
          />
          <LoadMore
            query={query}
            label={t('ordersLoadMore')}
            loadingLabel={t('appLoading')}
            wrapperClassName="p-4"
          />
        </>
      );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-8">
      <PageTopBar title={t('pageYourOrders')} backLabel={t('back')} />
      <main>{body}</main>
      {dialog}
    </div>
  );
}
