import { PageTopBar } from '../../../components/ui/page-top-bar';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/order-strings';

/**
 * The checkout variant of the nav bar (SPEC §2, R2.24): the title and 'To pay' with the amount,
 * the currency symbol left or right as the currencySymbolAlign setting says.
 */
export function CheckoutNavBar({ title, amount }: { title: string; amount: number | null }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <PageTopBar
      title={title}
      backLabel={t('back')}
      action={
        amount === null ? null : (
          <p
            data-testid="cart-to-pay"
            className="flex shrink-0 flex-col items-end pr-2 leading-tight"
          >
            <span className="text-[11px] font-semibold text-muted">{t('cartToPay')}</span>
            <span className="text-[15px] font-extrabold text-ink">{money(amount)}</span>
          </p>
        )
      }
    />
  );
}
