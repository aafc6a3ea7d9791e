import { useState } from 'react';
import { useMoney } from '../../../lib/use-money';
import { useTranslation } from '../../../lib/i18n/use-translation';
import { ChoiceGroup } from '../../../components/ui/choice-group';

/** Rider tip presets in major units (SPEC: 0, 20, 30, 50), stored in minor units. */
export const TIP_PRESETS = [0, 20, 30, 50] as const;

function isPreset(tipMinor: number): boolean {
  return (TIP_PRESETS as readonly number[]).includes(tipMinor / 100);
}

/** The rider tip: a preset, or an amount of the customer's own (minor units to `onChange`). */
export function TipChoice({ tip, onChange }: { tip: number; onChange: (tip: number) => void }) {
  const { t } = useTranslation();
  const { money } = useMoney();
  // A tip of the customer's own is shown again when the section comes back (pickup → delivery).
  const [customTip, setCustomTip] = useState(() =>
    tip > 0 && !isPreset(tip) ? String(tip / 100) : '',
  );
  const isPresetTip = isPreset(tip) && customTip === '';
  return (
    <div className="bg-white">
      <ChoiceGroup
        legend={t('checkoutTip')}
        name="tip"
        layout="grid"
        value={isPresetTip ? String(tip / 100) : null}
        onChange={(value) => {
          setCustomTip('');
          onChange(Number(value) * 100);
        }}
        choices={TIP_PRESETS.map((major) => ({
          value: String(major),
          label: major === 0 ? t('checkoutNoTip') : money(major * 100),
        }))}
      />
      <label className="flex items-center gap-2 px-4 pb-4 text-sm font-semibold text-ink">
        {t('checkoutCustomTip')}
        <input
          type="number"
          inputMode="numeric"
          min={0}
          max={10000}
          value={customTip}
          onChange={(event) => {
            setCustomTip(event.target.value);
            const major = Number(event.target.value);
            onChange(Number.isFinite(major) && major > 0 ? Math.round(major * 100) : 0);
          }}
          className="min-h-11 w-28 rounded-xl border border-line px-3 text-[15px]"
        />
      </label>
    </div>
  );
}
