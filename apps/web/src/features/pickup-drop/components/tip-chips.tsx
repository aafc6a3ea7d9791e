import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import '../../../lib/i18n/order-strings';

/** Rider tip presets in major units, as the food checkout offers them. */
const TIP_PRESETS = [0, 20, 30, 50] as const;

/** The rider's tip as chips (radios); `tip` and `onChange` in minor units. */
export function TipChips({ tip, onChange }: { tip: number; onChange: (tip: number) => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  return (
    <fieldset className="bg-white p-4">
      <legend className="float-left mb-3 w-full text-[15px] font-extrabold text-ink">
        {t('pndTip')}
      </legend>
      <div className="clear-both grid grid-cols-4 gap-2">
        {TIP_PRESETS.map((major) => (
          <label
            key={major}
            className="flex min-h-11 cursor-pointer items-center justify-center rounded-xl border border-line text-sm font-semibold text-ink has-[:checked]:border-primary-strong has-[:checked]:bg-primary-soft has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-primary-strong"
          >
            <input
              type="radio"
              name="tip"
              value={major}
              checked={tip === major * 100}
              onChange={() => onChange(major * 100)}
              className="sr-only"
            />
            {major === 0 ? t('checkoutNoTip') : money(major * 100)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
