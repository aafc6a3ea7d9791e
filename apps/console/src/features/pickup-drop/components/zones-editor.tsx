import { MAX_COURIER_ZONES } from '@app/shared/courier/courier.schemas';
import { Button } from '../../../components/ui';
import { newRowKey, type FieldErrors, type ZoneRow } from '../lib/settings-form';
import { Field, FieldError } from './field';

/**
 * The service zones (1 to 20), each a name, a centre and a radius: a task's two stops must lie
 * inside one same zone. Errors show on the row's own field, as the server names them
 * (`zones.1.radiusKm`).
 */
export function ZonesEditor({
  zones,
  errors,
  onChange,
}: {
  zones: ZoneRow[];
  errors: FieldErrors;
  onChange: (zones: ZoneRow[]) => void;
}) {
  const update = (index: number, change: Partial<ZoneRow>) =>
    onChange(zones.map((zone, at) => (at === index ? { ...zone, ...change } : zone)));
  const error = (index: number, part: string) => errors[`zones.${index}.${part}`];
  return (
    <div className="space-y-2">
      <ol className="space-y-3">
        {zones.map((zone, index) => {
          const name = `Zone ${index + 1}`;
          return (
            <li
              key={zone.key}
              className="grid grid-cols-2 items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_1fr_auto]"
            >
              <Field
                label={`${name}: name`}
                maxLength={40}
                value={zone.name}
                onValue={(value) => update(index, { name: value })}
                error={error(index, 'name')}
              />
              <Field
                label={`${name}: centre latitude`}
                inputMode="decimal"
                value={zone.latitude}
                onValue={(latitude) => update(index, { latitude })}
                error={error(index, 'latitude')}
              />
              <Field
                label={`${name}: centre longitude`}
                inputMode="decimal"
                value={zone.longitude}
                onValue={(longitude) => update(index, { longitude })}
                error={error(index, 'longitude')}
              />
              <Field
                label={`${name}: radius (km)`}
                unit="km"
                inputMode="decimal"
                value={zone.radiusKm}
                onValue={(radiusKm) => update(index, { radiusKm })}
                error={error(index, 'radiusKm')}
              />
              <Button
                className="mt-6"
                aria-label={`Remove ${name.toLowerCase()}`}
                disabled={zones.length <= 1}
                onClick={() => onChange(zones.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </li>
          );
        })}
      </ol>
      <FieldError error={errors.zones} />
      <Button
        disabled={zones.length >= MAX_COURIER_ZONES}
        onClick={() =>
          onChange([
            ...zones,
            { key: newRowKey(), name: '', latitude: '', longitude: '', radiusKm: '10' },
          ])
        }
      >
        Add a zone
      </Button>
    </div>
  );
}
