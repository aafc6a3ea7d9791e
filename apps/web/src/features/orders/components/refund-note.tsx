import type { OrderRefund } from '@app/shared/orders/orders.schemas';
import { Link } from 'react-router';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/order-strings';

const CARD_KEYS = {
  pending: 'orderRefundCardPending',
  succeeded: 'orderRefundCardSucceeded',
  failed: 'orderRefundCardFailed',
} as const;

/**
 * Where a cancelled order's money went: back to the card (pending until the provider confirms,
 * then refunded; credited to the wallet when the card refund failed) and to the wallet.
 */
export function RefundNote({ refund }: { refund: OrderRefund }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  const card = refund.to_card;
  // A failed card refund is part of the wallet amount; its own line says so.
  const walletOnly = refund.to_wallet - (card?.status === 'failed' ? card.amount : 0);
  return (
    <div role="status" className="mt-3 space-y-2">
      {card ? (
        <p
          className={
            card.status === 'pending'
              ? 'rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900'
              : 'rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900'
          }
        >
          {t(CARD_KEYS[card.status]).replace('{amount}', money(card.amount))}
        </p>
      ) : null}
      {walletOnly > 0 ? (
        <p className="rounded-xl bg-green-50 px-4 py-3 text-sm text-green-900">
          {t('orderRefundNote').replace('{amount}', money(walletOnly))}{' '}
          <Link to="/my-wallet" className="font-bold underline">
            {t('pageWallet')}
          </Link>
        </p>
      ) : card?.status === 'failed' ? (
        <p className="text-sm">
          <Link to="/my-wallet" className="font-bold text-ink underline">
            {t('pageWallet')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
