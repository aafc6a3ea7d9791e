import { useState } from 'react';
import { minutesOfDay, priceCourierTask } from '@app/shared/courier/courier.models';
import type { CourierTariffInput } from '@app/shared/courier/courier-admin.schemas';
import { useMoney } from '../../../lib/use-money';
import { Field } from './field';

export const EXAMPLE_TASK = { distanceKm: 5, weightKg: 2 } as const;

const REFUSALS = {
  too_far: 'Refused: longer than the maximum distance.',
  too_heavy: 'Refused: heavier than the last weight band.',
  closed: 'Refused: outside service hours at that time.',
} as const;

/**
 * What a customer would pay for a 5 km, 2 kg task at the chosen time, priced by the same shared
 * function the server uses, from the tariff as typed (before saving).
 */
export function ExamplePrice({ tariff }: { tariff: CourierTariffInput | null }) {
  const money = useMoney();
  const [at, setAt] = useState('12:00');
  const minute = minutesOfDay(at);
  const result =
    tariff && !Number.isNaN(minute) ? priceCourierTask(tariff, { ...EXAMPLE_TASK, minute }) : null;
  return (
    <div className="space-y-2">
      <Field
        label="Example at (time of day)"
        type="time"
        value={at}
        onValue={setAt}
        className="max-w-48"
      />
      <div aria-live="polite" className="text-sm">
        {!tariff ? (
          <p className="text-muted">Fix the fares above to see an example.</p>
        ) : !result ? (
          <p className="text-muted">Enter a time like 12:00.</p>
        ) : !result.ok ? (
          <p className="font-medium text-red-800">{REFUSALS[result.refusal]}</p>
        ) : (
          <dl className="grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-0.5">
            <dt>Base fare</dt>
            <dd className="text-right">{money(result.price.base_fare)}</dd>
            <dt>Distance</dt>
            <dd className="text-right">{money(result.price.distance_fare)}</dd>
            <dt>Weight</dt>
            <dd className="text-right">{money(result.price.weight_fee)}</dd>
            {result.price.surcharge ? (
              <>
                <dt>{result.price.surcharge_label ?? 'Surcharge'}</dt>
                <dd className="text-right">{money(result.price.surcharge)}</dd>
              </>
            ) : null}
            <dt>Tax</dt>
            <dd className="text-right">{money(result.price.tax)}</dd>
            <dt className="font-semibold">Example price</dt>
            <dd className="text-right font-semibold" data-testid="example-total">
              {money(result.price.total)}
            </dd>
          </dl>
        )}
      </div>
    </div>
  );
}
