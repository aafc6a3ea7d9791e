import { ORDER_STATUS } from '@app/shared/orders/orders.models';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { statusLabelKey } from '../../../lib/orders/order-display';

const TONES: Partial<Record<number, string>> = {
  [ORDER_STATUS.DELIVERED]: 'bg-green-50 text-green-800',
  [ORDER_STATUS.CANCELLED]: 'bg-red-50 text-red-700',
  [ORDER_STATUS.PAYMENT_FAILED]: 'bg-red-50 text-red-700',
};

export function OrderStatusPill({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-1 text-xs font-bold ${TONES[status] ?? 'bg-primary-soft text-primary-strong'}`}
    >
      {t(statusLabelKey(status))}
    </span>
  );
}
