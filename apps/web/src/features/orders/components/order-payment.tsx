import type { Order } from '@app/shared/orders/orders.schemas';
import { formatOrderDate } from '../../../lib/orders/order-display';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/order-strings';

const PAYMENT_STATUS_KEYS = {
  unpaid: 'paymentStatusUnpaid',
  pending: 'paymentStatusPending',
  paid: 'paymentStatusPaid',
  failed: 'paymentStatusFailed',
  refunded: 'paymentStatusRefunded',
} as const;

const PAYMENT_METHOD_KEYS = {
  COD: 'paymentMethodCod',
  WALLET: 'paymentMethodWallet',
  STRIPE: 'paymentMethodCard',
  RAZORPAY: 'paymentMethodRazorpay',
  PAYU: 'paymentMethodPayu',
  PHONEPE: 'paymentMethodPhonepe',
  MERCADOPAGO: 'paymentMethodMercadoPago',
  KHALTI: 'paymentMethodKhalti',
  PAYMONGO: 'paymentMethodPaymongo',
  UPIGATEWAY: 'paymentMethodUpiGateway',
  PAYTM: 'paymentMethodPaytm',
} as const;

/** A courier task's cash changes hands at a stop: the pickup (sender pays) or the drop. */
function paymentMethodKey(order: Order) {
  if (order.payment_method === 'COD' && order.courier) {
    return order.courier.payer === 'recipient'
      ? 'paymentMethodCashAtDrop'
      : 'paymentMethodCashAtPickup';
  }
  return PAYMENT_METHOD_KEYS[order.payment_method];
}

/** How the order is paid, where that stands, the coupon and when it was placed. */
export function OrderPaymentFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  return (
    <dl className="grid grid-cols-2 gap-2">
      <div>
        <dt className="text-muted">{t('orderPaymentMethod')}</dt>
        <dd className="font-semibold text-ink">{t(paymentMethodKey(order))}</dd>
      </div>
      <div>
        <dt className="text-muted">{t('orderPaymentStatus')}</dt>
        <dd className="font-semibold text-ink">{t(PAYMENT_STATUS_KEYS[order.payment_status])}</dd>
      </div>
      {order.coupon_code ? (
        <div>
          <dt className="text-muted">{t('orderCoupon')}</dt>
          <dd className="font-semibold text-ink">{order.coupon_code}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-muted">{t('orderPlacedAt')}</dt>
        <dd className="font-semibold text-ink">{formatOrderDate(order.created_at)}</dd>
      </div>
    </dl>
  );
}
