import type { CourierTask } from '@app/shared/courier/courier.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BillTotals } from '../../../components/cart/bill-details';
import { BillRow } from '../../../components/cart/bill-row';
import '../../../lib/i18n/courier-tracking-strings';
import '../../../lib/i18n/order-strings';

/** A task's bill as its fare breakdown: the server's numbers, never added up here. */
export function CourierFareBill({ order, courier }: { order: Order; courier: CourierTask }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const { price } = courier;
  const { bill } = order;
  return (
    <section aria-labelledby="courier-fare" className="bg-white p-4">
      <h2 id="courier-fare" className="pb-2 text-[15px] font-extrabold text-ink">
        {t('courierFare')}
      </h2>
      <dl>
        <BillRow label={t('courierBaseFare')} value={money(price.base_fare)} />
        {price.distance_fare > 0 ? (
          <BillRow
            label={t('courierDistanceFare').replace('{km}', price.distance_km.toFixed(1))}
            value={money(price.distance_fare)}
          />
        ) : null}
        {price.weight_fee > 0 ? (
          <BillRow label={t('courierWeightFee')} value={money(price.weight_fee)} />
        ) : null}
        {price.surcharge > 0 ? (
          <BillRow
            label={price.surcharge_label ?? t('courierSurcharge')}
            value={money(price.surcharge)}
          />
        ) : null}
        {/* The order's tax: on the fare less any coupon. */}
        <BillTotals bill={bill} />
      </dl>
      {courier.payer === 'recipient' ? (
        <p className="mt-2 text-sm text-amber-900">{t('courierPaysRecipient')}</p>
      ) : null}
    </section>
  );
}
