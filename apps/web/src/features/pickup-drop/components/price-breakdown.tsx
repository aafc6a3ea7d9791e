import type { CourierTask } from '@app/shared/courier/courier.schemas';
import type { Order } from '@app/shared/orders/orders.schemas';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { BillRow } from '../../../components/cart/bill-row';

function km(value: number): string {
  return value.toFixed(1);
}

/**
 * The server's price of the task, line by line (the client adds nothing up): base fare, distance
 * with its km and the straight-line note, weight, surcharge with its label, tax; with a quote's
 * bill also the coupon, the tip, the wallet and what is left to pay.
 */
export function PriceBreakdown({
  price,
  bill,
}: {
  price: CourierTask['price'];
  bill?: Order['bill'] | null;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <section aria-labelledby="pnd-breakdown" className="bg-white p-4">
      <h2 id="pnd-breakdown" className="pb-2 text-[15px] font-extrabold text-ink">
        {t('pndBreakdown')}
      </h2>
      <dl>
        <BillRow label={t('pndBaseFare')} value={money(price.base_fare)} />
        <BillRow
          label={t('pndDistanceCharge').replace('{km}', km(price.distance_km))}
          value={money(price.distance_fare)}
          note={t('pndStraightLine')}
        />
        {price.weight_fee > 0 ? (
          <BillRow label={t('pndWeightFee')} value={money(price.weight_fee)} />
        ) : null}
        {price.surcharge > 0 ? (
          <BillRow
            label={price.surcharge_label ?? t('pndSurcharge')}
            value={money(price.surcharge)}
          />
        ) : null}
        {/* With a quote, its tax: on the fare less any coupon. */}
        {(bill ? bill.tax : price.tax) > 0 ? (
          <BillRow label={t('pndTaxes')} value={money(bill ? bill.tax : price.tax)} />
        ) : null}
        {bill && bill.coupon_discount > 0 ? (
          <BillRow
            label={t('pndCouponDiscount')}
            value={`−${money(bill.coupon_discount)}`}
            saving
          />
        ) : null}
        {bill && bill.tip > 0 ? <BillRow label={t('pndTip')} value={money(bill.tip)} /> : null}
        <div className="my-2 border-t border-line" />
        <BillRow label={t('pndTotal')} value={money(bill ? bill.total : price.total)} strong />
        {bill && bill.wallet_used > 0 ? (
          <>
            <BillRow label={t('pndWalletUsed')} value={`−${money(bill.wallet_used)}`} saving />
            <BillRow label={t('pndToPay')} value={money(bill.payable)} strong />
          </>
        ) : null}
      </dl>
    </section>
  );
}
