import type { PaymentMethod } from '@app/shared/orders/orders.schemas';
import { PlacedOrderOverlay } from '../../../components/checkout/placed-order-overlay';
import { WalletSwitch } from '../../../components/checkout/wallet-switch';
import { LoginPrompt } from '../../../components/login-prompt';
import { Button } from '../../../components/ui/button';
import { PageTopBar } from '../../../components/ui/page-top-bar';
import { Skeleton, SkeletonRegion } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api-client';
import { apiErrorText } from '../../../lib/error-message';
import { useTranslation, type TranslateFn } from '../../../lib/i18n/use-translation';
import { useMoney } from '../../../lib/use-money';
import { useCourierCheckout } from '../hooks/use-courier-checkout';
import { refusalOf } from '../lib/refusals';
import { ActionBar } from './action-bar';
import { IncompleteDraft } from './incomplete-draft';
import { PriceBreakdown } from './price-breakdown';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { RefusalPanel } from './refusal-panel';
import { StopSummary } from './stop-row';
import { TipChips } from './tip-chips';
import '../../../lib/i18n/pickup-drop-strings';
import '../../../lib/i18n/order-strings';
import '../../../lib/i18n/screen-strings';

function placeErrorText(error: unknown, t: TranslateFn): string | null {
  if (!error) return null;
  if (error instanceof ApiError && error.code === 'orders.price_changed')
    return t('pndPriceChanged');
  if (error instanceof ApiError && error.code === 'pickup_drop.recipient_pays_cash') {
    return t('pndRecipientCashOnly');
  }
  return refusalOf(error, t)?.message ?? apiErrorText(error, t);
}

/**
 * `/pickup-and-drop/checkout`: the tip, the wallet, how to pay (cash at the drop only when the
 * recipient pays), the server's bill, and booking the task.
 */
export function PickupDropCheckoutScreen() {
  const { t } = useTranslation();
  const { money } = useMoney();
  const form = useCourierCheckout();
  const { task, quote, bill, stripeIntent } = form;

  if (!form.user) {
    return (
      <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
        <PageTopBar title={t('pndCheckoutTitle')} backLabel={t('back')} />
        <main>
          <LoginPrompt next="/pickup-and-drop/checkout" />
        </main>
      </div>
    );
  }
  if (form.placedOrderId) {
    return <PlacedOrderOverlay label={t('pndPlacing')} stripeIntent={stripeIntent} />;
  }
  if (!task) {
    return (
      <div className="mx-auto min-h-dvh w-full max-w-md bg-white">
        <PageTopBar title={t('pndCheckoutTitle')} backLabel={t('back')} />
        <main>
          <IncompleteDraft />
        </main>
      </div>
    );
  }

  // A refusal (closed, too far…) is shown with its fix right above the book button it disables.
  const refusal = quote.isError ? refusalOf(quote.error, t) : null;
  const quoteError = quote.isError && !refusal ? apiErrorText(quote.error, t) : null;
  const placeError = placeErrorText(form.placeOrder.error, t);
  const balance = quote.data?.wallet_balance ?? null;
  // Cash changes hands at a stop, not "on delivery": at the drop (recipient) or the pickup (sender).
  const methodLabel = (code: PaymentMethod) =>
    form.isRecipientPaying
      ? t('pndCashAtDrop')
      : code === 'COD'
        ? t('pndCashAtPickup')
        : (form.gateways.data?.find((gateway) => gateway.code === code)?.name ?? code);

  return (
    <div className="mx-auto min-h-dvh w-full max-w-md bg-canvas pb-[calc(var(--bottom-bar-height,8rem)+1.5rem)]">
      <PageTopBar title={t('pndCheckoutTitle')} backLabel={t('back')} />
      <main className="space-y-3 pt-3">
        <section aria-label={t('pndLocationsTitle')} className="space-y-3 bg-white p-4">
          <StopSummary kind="pickup" stop={task.pickup} />
          <StopSummary kind="drop" stop={task.drop} />
        </section>

        <TipChips tip={form.draft.tip} onChange={(tip) => form.draft.update({ tip })} />

        {form.isRecipientPaying ? null : (
          <WalletSwitch balance={balance} checked={form.useWallet} onChange={form.setUseWallet} />
        )}

        {!form.isRecipientPaying && form.gateways.isPending ? (
          <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
            <Skeleton className="h-24 w-full" />
          </SkeletonRegion>
        ) : !form.isRecipientPaying && form.gateways.isError ? (
          <p role="alert" className="bg-white p-4 text-sm text-red-700">
            {t('errorMessage')}
          </p>
        ) : (
          <ChoiceGroup
            legend={t('pndPayment')}
            name="payment"
            value={form.method}
            onChange={form.setMethod}
            choices={form.methods.map((code) => ({
              value: code,
              label: methodLabel(code),
              hint: form.isRecipientPaying
                ? t('pndCashAtDropHint')
                : code === 'COD'
                  ? t('pndCashAtPickupHint')
                  : undefined,
            }))}
          />
        )}

        {quote.data ? (
          <PriceBreakdown price={quote.data.price} bill={quote.data.bill} />
        ) : quoteError ? (
          <p role="alert" className="bg-white p-4 text-sm text-red-700">
            {quoteError}
          </p>
        ) : refusal ? null : (
          <SkeletonRegion label={t('appLoading')} className="bg-white p-4">
            <Skeleton className="h-40 w-full" />
          </SkeletonRegion>
        )}
      </main>

      <ActionBar
        error={placeError}
        above={
          refusal ? (
            <RefusalPanel refusal={refusal} onRetry={() => void quote.refetch()} className="mb-3" />
          ) : null
        }
      >
        <Button
          className="w-full"
          disabled={
            !bill ||
            !form.isQuoteCurrent ||
            quote.isFetching ||
            form.placeOrder.isPending ||
            !form.method
          }
          onClick={form.onPlaceOrder}
        >
          {form.placeOrder.isPending
            ? t('pndPlacing')
            : bill
              ? t('pndPlaceOrder').replace('{amount}', money(bill.payable))
              : t('pndPlaceOrderPlain')}
        </Button>
      </ActionBar>
    </div>
  );
}
