import { useMoney } from '../../lib/use-money';
import { useTranslation } from '../../lib/i18n/use-translation';

/** "Use wallet" with the balance once the quote has told it; off while there is nothing to use. */
export function WalletSwitch({
  balance,
  checked,
  onChange,
}: {
  /** Minor units; null until the first quote. */
  balance: number | null;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <section className="bg-white p-4">
      <label className="flex min-h-11 cursor-pointer items-center justify-between gap-3">
        <span className="flex flex-col leading-tight">
          <span className="text-[15px] font-extrabold text-ink">{t('checkoutUseWallet')}</span>
          {balance !== null ? (
            <span className="text-[13px] text-muted">
              {t('checkoutWalletBalance').replace('{amount}', money(balance))}
            </span>
          ) : null}
        </span>
        <input
          type="checkbox"
          role="switch"
          checked={checked}
          disabled={balance === null || balance <= 0}
          onChange={(event) => onChange(event.target.checked)}
          className="size-5 accent-[var(--color-primary-strong)]"
        />
      </label>
    </section>
  );
}
