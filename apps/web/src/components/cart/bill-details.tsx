import type { OrderPrice } from '@app/shared/orders/pricing.models';
import { useMoney } from '../../lib/use-money';
import { useTranslation } from '../../lib/i18n/use-translation';
import { BillRow } from './bill-row';
import '../../lib/i18n/order-strings';
import '../../lib/i18n/screen-strings';

/**
 * A bill's last lines, inside its `<dl>`: tax, coupon, tip, the total, and the wallet's part with
 * what is left to pay.
 */
export function BillTotals({
  bill,
}: {
  bill: Pick<OrderPrice, 'tax' | 'coupon_discount' | 'tip' | 'total' | 'wallet_used' | 'payable'>;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <>
      {bill.tax > 0 ? <BillRow label={t('billTax')} value={money(bill.tax)} /> : null}
      {bill.coupon_discount > 0 ? (
        <BillRow label={t('billCouponDiscount')} value={`−${money(bill.coupon_discount)}`} saving />
      ) : null}
      {bill.tip > 0 ? <BillRow label={t('billTip')} value={money(bill.tip)} /> : null}
      <div className="my-2 border-t border-line" />
      <BillRow label={t('billTotal')} value={money(bill.total)} strong />
      {bill.wallet_used > 0 ? (
        <>
          <BillRow label={t('billWalletUsed')} value={`−${money(bill.wallet_used)}`} saving />
          <BillRow label={t('billToPay')} value={money(bill.payable)} strong />
        </>
      ) : null}
    </>
  );
}

/** The server's bill (SPEC: the client never adds up totals), line by line. */
export function BillDetails({ bill, headingId }: { bill: OrderPrice; headingId: string }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <section aria-labelledby={headingId} className="bg-white p-4">
      <h2 id={headingId} className="pb-2 text-[15px] font-extrabold text-ink">
        {t('billDetails')}
      </h2>
      <dl>
        <BillRow label={t('billItemTotal')} value={money(bill.subtotal)} />
        {bill.store_charge > 0 ? (
          <BillRow label={t('billStoreCharge')} value={money(bill.store_charge)} />
        ) : null}
        {bill.small_cart_fee > 0 ? (
          <BillRow label={t('billSmallCartFee')} value={money(bill.small_cart_fee)} />
        ) : null}
        <BillRow
          label={t('billDeliveryFee')}
          value={bill.delivery_fee > 0 ? money(bill.delivery_fee) : t('billFree')}
        />
        <BillTotals bill={bill} />
      </dl>
    </section>
  );
}
