import { useEffect, useRef, useState } from 'react';
import { Button } from '../ui/button';
import { Sheet } from '../ui/sheet';
import { useTranslation } from '../../lib/i18n/use-translation';
import type { StripePaymentIntent } from '../../lib/checkout/start-payment';
import {
  confirmStripePayment,
  mountStripePaymentElement,
  type StripeClient,
  type StripeElements,
} from '../../lib/checkout/online-payment';
import '../../lib/i18n/order-strings';
import '../../lib/i18n/screen-strings';

/** Stripe's Payment Element in a sheet; paying sends the customer to Stripe, then the order page. */
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
  const containerRef = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: StripeClient; elements: StripeElements } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);
  const [isPaying, setIsPaying] = useState(false);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let destroy: (() => void) | undefined;
    let cancelled = false;
    mountStripePaymentElement(intent, container).then(
      (mounted) => {
        if (cancelled) return mounted.destroy();
        destroy = mounted.destroy;
        setStripe(mounted);
      },
      () => setError(t('paymentProviderUnavailable')),
    );
    return () => {
      cancelled = true;
      destroy?.();
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
      <div ref={containerRef} className="min-h-24" />
      {error ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Sheet>
  );
}
