import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { ApiError } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n/use-translation';
import { useLoggedInUser } from '../../lib/session/user-store';
import type { StripePaymentIntent } from '../../lib/checkout/start-payment';
import {
  confirmStripePayment,
  mountStripePaymentElement,
  mountStripeWalletButton,
  payWithStripePaymentMethod,
  runningOrderPath,
  type StripeClient,
  type StripeElements,
} from '../../lib/checkout/online-payment';
import '../../lib/i18n/order-strings';
import '../../lib/i18n/screen-strings';

/**
 * Stripe's Payment Element in a sheet, with the wallets the browser offers above it. Paying by
 * card goes through Stripe (and 3-D Secure) back to stripe-redirect-capture, which settles the
 * order and opens it; a wallet's PaymentMethod is confirmed by our server (accept-stripe-payment).
 */
export function StripePaymentSheet({
  intent,
  uniqueOrderId,
  onClose,
}: {
  intent: StripePaymentIntent;
  uniqueOrderId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useLoggedInUser();
  const containerRef = useRef<HTMLDivElement>(null);
  const walletRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: StripeClient; elements: StripeElements } | null>(
    null,
  );
  const [hasWallet, setHasWallet] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);

  const payWithWallet = async (paymentMethodId: string): Promise<boolean> => {
    setError(null);
    try {
      const next = await payWithStripePaymentMethod({
        token: user?.auth_token,
        user_id: user?.id,
        unique_order_id: uniqueOrderId,
        payment_method_id: paymentMethodId,
      });
      if (next.kind === 'authenticate') window.location.assign(next.url);
      else void navigate(next.path, { replace: true });
      return true;
    } catch (failure) {
      const code = failure instanceof ApiError ? failure.code : '';
      if (code === 'payments.card_declined') setError(t('paymentDeclined'));
      else if (code === '' || code === 'payments.provider_error' || code.startsWith('network.')) {
        setError(t('paymentProviderUnavailable'));
      } else {
        // Paid meanwhile, refused for its amount...: the order page says where it stands.
        void navigate(runningOrderPath(uniqueOrderId), { replace: true });
      }
      return false;
    }
  };
  const payWithWalletRef = useRef(payWithWallet);
  useEffect(() => {
    payWithWalletRef.current = payWithWallet;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const destroyers: (() => void)[] = [];
    let cancelled = false;
    mountStripePaymentElement(intent, container).then(
      (mounted) => {
        destroyers.push(mounted.destroy);
        if (cancelled) return destroyers.forEach((destroy) => destroy());
        setStripe(mounted);
        const walletContainer = walletRef.current;
        if (!walletContainer) return;
        try {
          const wallet = mountStripeWalletButton({
            stripe: mounted.stripe,
            intent,
            container: walletContainer,
            onReady: setHasWallet,
            pay: (paymentMethodId) => payWithWalletRef.current(paymentMethodId),
          });
          destroyers.push(wallet.destroy);
        } catch (failure) {
          // Without the wallet button the card form still pays.
          console.error('Stripe wallet button unavailable', failure);
        }
      },
      () => setError(t('paymentProviderUnavailable')),
    );
    return () => {
      cancelled = true;
      destroyers.forEach((destroy) => destroy());
    };
  }, [intent, t]);

  return (
    <Sheet
      title={t('paymentCardTitle')}
      closeLabel={t('close')}
      onClose={onClose}
      footer={
        <Button
          className="w-full"
          disabled={!stripe || isPaying}
          onClick={() => {
            if (!stripe) return;
            setIsPaying(true);
            void confirmStripePayment({ ...stripe, uniqueOrderId }).then((message) => {
              setIsPaying(false);
              if (message) setError(message);
            });
          }}
        >
          {t('paymentPayNow')}
        </Button>
      }
    >
      <div ref={walletRef} className={hasWallet ? 'mb-4' : undefined} />
      <div ref={containerRef} className="min-h-24" />
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Sheet>
  );
}
