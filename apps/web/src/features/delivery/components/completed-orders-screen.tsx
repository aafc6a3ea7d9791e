import { PageTopBar } from '../../../components/ui/page-top-bar';
import { QueryError, QueryLoading } from '../../../components/query-status';
import { LoadMore } from '../../../components/load-more';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { formatOrderDate } from '../../../lib/orders/order-display';
import { useCompletedOrders } from '../api/get-completed-orders';
import { customerAddressLine } from '../lib/delivery-display';
import { useDeliveryUser, useRiderAuth } from '../stores/delivery-user-store';
import { Redirect } from './redirect';
import '../../../lib/i18n/delivery-strings';
import '../../../lib/i18n/screen-strings';

/** `/delivery/completed-orders`: earnings over every delivery, then the delivered orders in pages. */
export function CompletedOrdersScreen() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const rider = useDeliveryUser();
  const auth = useRiderAuth();
  const query = useCompletedOrders(auth);

  if (!rider || !auth) return <Redirect to="/delivery/login" />;

  let body;
  if (query.isPending) {
    body = (
      <QueryLoading
        className="space-y-3 p-4"
        rows={['h-28 w-full rounded-2xl', 'h-16 w-full', 'h-16 w-full']}
      />
    );
  } else if (query.isError) {
    body = <QueryError onRetry={() => void query.refetch()} />;
  } else {
    const earnings = query.data.pages[0]?.earnings ?? {
      orders: 0,
      delivery_fees: 0,
      tips: 0,
      total: 0,
    };
    const orders = query.data.pages.flatMap((page) => page.orders);
    body = (
      <>
        <section
          aria-labelledby="rider-earnings"
          className="m-4 rounded-2xl bg-primary-strong p-5 text-white"
        >
          <h2 id="rider-earnings" className="text-sm font-semibold opacity-90">
            {t('deliveryEarningsTotal')}
          </h2>
          <p className="mt-1 text-3xl font-extrabold">{money(earnings.total)}</p>
          <dl className="mt-4 grid grid-cols-3 gap-2 text-sm">
            <div>
              <dt className="opacity-80">{t('deliveryEarningsOrders')}</dt>
              <dd className="font-bold">{earnings.orders}</dd>
            </div>
            <div>
              <dt className="opacity-80">{t('deliveryEarningsFees')}</dt>
              <dd className="font-bold">{money(earnings.delivery_fees)}</dd>
            </div>
            <div>
              <dt className="opacity-80">{t('deliveryEarningsTips')}</dt>
              <dd className="font-bold">{money(earnings.tips)}</dd>
            </div>
          </dl>
        </section>
        {orders.length === 0 ? (
          <p className="px-5 py-8 text-center text-muted">{t('deliveryCompletedEmpty')}</p>
        ) : (
          <ul className="divide-y divide-line border-y border-line bg-white">
            {orders.map((order) => (
              <li
                key={order.unique_order_id}
                className="flex items-start justify-between gap-3 px-5 py-4"
              >
                <div className="min-w-0">
                  <p className="truncate text-[15px] font-semibold text-ink">{order.store.name}</p>
                  <p className="truncate text-sm text-muted">{customerAddressLine(order)}</p>
                  <p className="text-xs text-muted">
                    #{order.unique_order_id} ·{' '}
                    {formatOrderDate(order.events.at(-1)?.at ?? order.created_at)}
                  </p>
                </div>
                <div className="shrink-0 text-right">
                  <p className="text-[15px] font-bold text-green-700">
                    {money(order.delivery_fee + order.tip)}
                  </p>
                  {order.tip > 0 ? (
                    <p className="text-xs text-muted">
                      {t('deliveryTip')} {money(order.tip)}
                    </p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        <LoadMore
          query={query}
          label={t('deliveryLoadMore')}
          loadingLabel={t('appLoading')}
          wrapperClassName="p-4"
        />
      </>
    );
  }

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-8">
      <PageTopBar title={t('pageCompletedDeliveries')} backLabel={t('back')} />
      <main>{body}</main>
    </div>
  );
}
