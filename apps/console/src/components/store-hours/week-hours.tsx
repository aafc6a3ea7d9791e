import { useState } from 'react';
import type { StoreHours } from '@app/shared/console/owner.schemas';
import { Button, ErrorNote, Switch } from '../ui';
import { errorMessage } from '../../lib/console-api';
import { useChangeStoreHours } from './store-hours-api';
import { weekProblem, weekRowsOf, WEEKDAYS, type WeekRows } from './hours';

/**
 * The weekly opening hours: per day, none (closed) or up to four ranges; a close before the open
 * runs past midnight. "Open around the clock" saves no hours at all.
 */
export function WeekHours({ hours }: { hours: StoreHours }) {
  const change = useChangeStoreHours(hours.store_id);
  const [allDay, setAllDay] = useState(hours.opening_hours === null);
  const [rows, setRows] = useState<WeekRows>(() => weekRowsOf(hours.opening_hours));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);

  const edit = (day: number, next: [string, string][]) => {
    setSaved(false);
    setRows((previous) => previous.map((row) => (row.day === day ? { day, ranges: next } : row)));
  };

  return (
    <section aria-labelledby="week-title" className="space-y-3 rounded-lg border border-line p-4">
      <h2 id="week-title" className="font-semibold">
        Opening hours
      </h2>
      <Switch
        label="Open around the clock"
        checked={allDay}
        onChange={(checked) => {
          setSaved(false);
          setAllDay(checked);
        }}
      />
      {allDay ? null : (
        <table className="w-full text-sm">
          <caption className="sr-only">Opening hours per day</caption>
          <tbody>
            {rows.map((row) => {
              const name = WEEKDAYS[row.day - 1] ?? '';
              return (
                <tr key={row.day} className="border-t border-line align-top">
                  <th scope="row" className="w-28 py-2 text-left font-medium">
                    {name}
                  </th>
                  <td className="py-2">
                    {row.ranges.length === 0 ? <span className="text-muted">Closed</span> : null}
                    {row.ranges.map(([open, close], index) => (
                      <div key={index} className="mb-1 flex flex-wrap items-center gap-2">
                        <input
                          type="time"
                          aria-label={`${name} opens (range ${index + 1})`}
                          value={open}
                          onChange={(event) =>
                            edit(
                              row.day,
                              row.ranges.map((range, at) =>
                                at === index ? [event.target.value, range[1]] : range,
                              ),
                            )
                          }
                          className="rounded-md border border-line px-2 py-1"
                        />
                        <span aria-hidden="true">to</span>
                        <input
                          type="time"
                          aria-label={`${name} closes (range ${index + 1})`}
                          value={close === '24:00' ? '23:59' : close}
                          onChange={(event) =>
                            edit(
                              row.day,
                              row.ranges.map((range, at) =>
                                at === index ? [range[0], event.target.value] : range,
                              ),
                            )
                          }
                          className="rounded-md border border-line px-2 py-1"
                        />
                        <Button
                          aria-label={`Remove ${name} range ${index + 1}`}
                          onClick={() =>
                            edit(
                              row.day,
                              row.ranges.filter((_, at) => at !== index),
                            )
                          }
                        >
                          Remove
                        </Button>
                      </div>
                    ))}
                  </td>
                  <td className="py-2 text-right">
                    <Button
                      disabled={row.ranges.length >= 4}
                      aria-label={`Add hours on ${name}`}
                      onClick={() => edit(row.day, [...row.ranges, ['09:00', '17:00']])}
                    >
                      Add hours
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <div className="flex items-center gap-3">
        <Button
          tone="primary"
          disabled={change.isPending}
          onClick={() => {
            const found = allDay ? null : weekProblem(rows);
            setProblem(found);
            if (found) return;
            change.mutate(
              { call: 'set-store-hours', body: { opening_hours: allDay ? null : rows } },
              { onSuccess: () => setSaved(true) },
            );
          }}
        >
          {change.isPending ? 'Saving…' : 'Save hours'}
        </Button>
        {saved ? (
          <p role="status" className="text-sm text-green-800">
            Saved.
          </p>
        ) : null}
      </div>
      {problem ? <ErrorNote>{problem}</ErrorNote> : null}
      {change.isError ? <ErrorNote>{errorMessage(change.error)}</ErrorNote> : null}
    </section>
  );
}
