import { useId, useState } from 'react';
import type { StoreHours } from '@app/shared/console/owner.schemas';
import { Button, ErrorNote } from '../ui';
import { errorMessage } from '../../lib/console-api';
import { formatDay } from '../../lib/format';
import { useChangeStoreHours } from './store-hours-api';

const dayText = (iso: string) => formatDay(iso, 'weekdayDate');

/** Whole days the store is closed; removing one can be undone (it is added back). */
export function Holidays({ hours }: { hours: StoreHours }) {
  const change = useChangeStoreHours(hours.store_id);
  const [date, setDate] = useState('');
  const [removed, setRemoved] = useState<string | null>(null);
  const inputId = useId();
  const titleId = useId();
  const save = (holidays: string[]) =>
    change.mutate({ call: 'set-store-holidays', body: { holidays } });

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-line p-4">
      <h2 id={titleId} className="font-semibold">
        Holidays
      </h2>
      <p className="text-sm text-muted">
        On these days the store shows closed and takes no orders.
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          if (!date) return;
          setRemoved(null);
          save([...hours.holidays, date]);
          setDate('');
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm text-muted">
            Closed on
          </label>
          <input
            id={inputId}
            type="date"
            value={date}
            onChange={(event) => setDate(event.target.value)}
            className="rounded-md border border-line px-2 py-1"
          />
        </div>
        <Button type="submit" tone="primary" disabled={!date || change.isPending}>
          Add holiday
        </Button>
      </form>
      {hours.holidays.length === 0 ? (
        <p className="text-sm text-muted">No holidays set.</p>
      ) : (
        <ul className="divide-y divide-line">
          {hours.holidays.map((day) => (
            <li key={day} className="flex items-center justify-between gap-2 py-1.5">
              <span>{dayText(day)}</span>
              <Button
                tone="danger"
                aria-label={`Remove holiday ${dayText(day)}`}
                disabled={change.isPending}
                onClick={() => {
                  setRemoved(day);
                  save(hours.holidays.filter((other) => other !== day));
                }}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {removed && !change.isPending && !hours.holidays.includes(removed) ? (
        <p role="status" className="flex items-center gap-2 text-sm">
          Removed {dayText(removed)}.
          <Button
            onClick={() => {
              save([...hours.holidays, removed]);
              setRemoved(null);
            }}
          >
            Undo
          </Button>
        </p>
      ) : null}
      {change.isError ? <ErrorNote>{errorMessage(change.error)}</ErrorNote> : null}
    </section>
  );
}
