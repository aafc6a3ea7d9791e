import { useNavigate } from 'react-router';
import { LoadingOverlay } from '../ui/loading-overlay';
import { runningOrderPath } from '../../lib/checkout/online-payment';
import type { StripePaymentIntent } from '../../lib/checkout/start-payment';
import { StripePaymentSheet } from './stripe-payment-sheet';

/**
 * What a checkout shows once its order exists: the placing overlay, with Stripe's sheet over it
 * when the order is paid there (closing it leads to the order page).
 */
export function PlacedOrderOverlay({
  label,
  stripeIntent,
}: {
  label: string;
  stripeIntent: { intent: StripePaymentIntent; orderId: string } | null;
}) {
  const navigate = useNavigate();
  return (
    <>
      <LoadingOverlay label={label} />
      {stripeIntent ? (
        <StripePaymentSheet
          intent={stripeIntent.intent}
          uniqueOrderId={stripeIntent.orderId}
          onClose={() => void navigate(runningOrderPath(stripeIntent.orderId), { replace: true })}
        />
      ) : null}
    </>
  );
}
