import { Button } from '../../../components/ui';
import { newRowKey, type BandRow, type FieldErrors, type SurchargeRow } from '../lib/settings-form';
import { Field, FieldError } from './field';

const MAX_BANDS = 20;
const MAX_SURCHARGES = 10;

/**
 * Weight bands, lightest first: a parcel pays the fee of the first band it fits in; heavier than
 * the last band is refused.
 */
export function WeightBandsEditor({
  bands,
  errors,
  onChange,
}: {
  bands: BandRow[];
  errors: FieldErrors;
  onChange: (bands: BandRow[]) => void;
}) {
  const update = (index: number, change: Partial<BandRow>) =>
    onChange(bands.map((band, at) => (at === index ? { ...band, ...change } : band)));
  const last = bands.at(-1);
  return (
    <div className="space-y-2">
      <ol className="space-y-2">
        {bands.map((band, index) => {
          const name = `Band ${index + 1}`;
          return (
            <li key={band.key} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <Field
                label={`${name}: up to (kg)`}
                unit="kg"
                inputMode="decimal"
                value={band.maxKg}
                onValue={(maxKg) => update(index, { maxKg })}
                error={errors[`tariff.weightBands.${index}.maxKg`]}
              />
              <Field
                label={`${name}: fee (₹)`}
                unit="₹"
                inputMode="decimal"
                value={band.fee}
                onValue={(fee) => update(index, { fee })}
                error={errors[`tariff.weightBands.${index}.feeMinor`]}
              />
              <Button
                className="mt-6"
                aria-label={`Remove ${name.toLowerCase()}`}
                disabled={bands.length <= 1}
                onClick={() => onChange(bands.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <FieldError error={errors['tariff.weightBands']} />
      <Button
        disabled={bands.length >= MAX_BANDS}
        onClick={() =>
          onChange([
            ...bands,
            {
              key: newRowKey(),
              maxKg: last && Number(last.maxKg) > 0 ? String(Number(last.maxKg) + 5) : '5',
              fee: last?.fee ?? '0',
            },
          ])
        }
      >
        Add a weight band
      </Button>
    </div>
  );
}

/** Night or peak windows: the highest applying window's percent is added to the fare. */
export function SurchargesEditor({
  surcharges,
  errors,
  onChange,
}: {
  surcharges: SurchargeRow[];
  errors: FieldErrors;
  onChange: (surcharges: SurchargeRow[]) => void;
}) {
  const update = (index: number, change: Partial<SurchargeRow>) =>
    onChange(surcharges.map((row, at) => (at === index ? { ...row, ...change } : row)));
  const error = (index: number, part: string) => errors[`tariff.surcharges.${index}.${part}`];
  return (
    <div className="space-y-2">
      {surcharges.length === 0 ? (
        <p className="text-sm text-muted">No surcharge: the same fare at every hour.</p>
      ) : null}
      <ol className="space-y-3">
        {surcharges.map((row, index) => {
          const name = `Surcharge ${index + 1}`;
          return (
            <li
              key={row.key}
              className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[1fr_1fr_1fr_2fr_auto]"
            >
              <Field
                label={`${name}: from`}
                type="time"
                value={row.from}
                onValue={(from) => update(index, { from })}
                error={error(index, 'from')}
              />
              <Field
                label={`${name}: to`}
                type="time"
                value={row.to}
                onValue={(to) => update(index, { to })}
                error={error(index, 'to')}
              />
              <Field
                label={`${name}: extra (%)`}
                unit="%"
                inputMode="decimal"
                value={row.percent}
                onValue={(percent) => update(index, { percent })}
                error={error(index, 'bps')}
              />
              <Field
                label={`${name}: label`}
                maxLength={40}
                value={row.label}
                onValue={(label) => update(index, { label })}
                error={error(index, 'label')}
              />
              <Button
                className="mt-6"
                aria-label={`Remove ${name.toLowerCase()}`}
                onClick={() => onChange(surcharges.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <FieldError error={errors['tariff.surcharges']} />
      <Button
        disabled={surcharges.length >= MAX_SURCHARGES}
        onClick={() =>
          onChange([
            ...surcharges,
            { key: newRowKey(), from: '22:00', to: '06:00', percent: '10', label: 'Night' },
          ])
        }
      >
        Add a surcharge window
      </Button>
    </div>
  );
}
