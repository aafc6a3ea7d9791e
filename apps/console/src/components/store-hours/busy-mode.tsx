import { useEffect, useId, useState } from 'react';
import type { StoreHours } from '@app/shared/console/owner.schemas';
import { Button, ErrorNote } from '../ui';
import { errorMessage } from '../../lib/console-api';
import { useChangeStoreHours } from './store-hours-api';
import { countdownText } from './hours';
import { formatTime } from '../../lib/format';

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];
const EXTRA = [10, 15, 20, 30, 45, 60];

/** The server's clock as the tablet sees it: countdowns do not trust the tablet's own time. */
function useServerNow(serverNow: string) {
  const [skew] = useState(() => new Date(serverNow).getTime() - Date.now());
  const [now, setNow] = useState(() => Date.now() + skew);
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now() + skew), 1000);
    return () => window.clearInterval(timer);
  }, [skew]);
  return now;
}

/**
 * Busy mode: add preparation minutes for a time, or pause new orders for a time; while either
 * runs, a countdown and "End now".
 */
export function BusyMode({ hours, onExpired }: { hours: StoreHours; onExpired: () => void }) {
  const change = useChangeStoreHours(hours.store_id);
  const now = useServerNow(hours.now);
  const [mode, setMode] = useState<'busy' | 'pause'>('busy');
  const [forMinutes, setForMinutes] = useState(30);
  const [extra, setExtra] = useState(15);
  const ids = { mode: useId(), duration: useId(), extra: useId() };
  const pausedLeft = countdownText(hours.orders_paused_until, now);
  const busyLeft = countdownText(hours.busy_until, now);
  const running = Boolean(hours.orders_paused_until || hours.busy_until);
  const hasEnded = running && !pausedLeft && !busyLeft;

  useEffect(() => {
    if (hasEnded) onExpired();
  }, [hasEnded, onExpired]);

  const until = (iso: string | null) => (iso ? formatTime(iso) : '');

  return (
    <section aria-labelledby="busy-title" className="space-y-3 rounded-lg border border-line p-4">
      <h2 id="busy-title" className="font-semibold">
        Busy mode
      </h2>
      {pausedLeft ? (
        <div className="rounded-md bg-red-50 p-3 text-red-900" data-testid="pause-running">
          <p className="font-semibold">
            New orders are paused until {until(hours.orders_paused_until)}
          </p>
          <p>
            Ends in{' '}
            <span role="timer" aria-live="off" className="tabular-nums">
              {pausedLeft}
            </span>
            . Customers see the store as not accepting orders.
          </p>
        </div>
      ) : null}
      {busyLeft ? (
        <div className="rounded-md bg-amber-50 p-3 text-amber-950" data-testid="busy-running">
          <p className="font-semibold">
            +{hours.busy_extra_minutes} min preparation until {until(hours.busy_until)}
          </p>
          <p>
            Ends in{' '}
            <span role="timer" aria-live="off" className="tabular-nums">
              {busyLeft}
            </span>
            . Customers see the longer delivery time.
          </p>
        </div>
      ) : null}
      {pausedLeft || busyLeft ? (
        <Button
          tone="primary"
          disabled={change.isPending}
          onClick={() => change.mutate({ call: 'set-busy-mode', body: { mode: 'end' } })}
        >
          {change.isPending ? 'Ending…' : 'End now'}
        </Button>
      ) : (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            change.mutate({
              call: 'set-busy-mode',
              body:
                mode === 'pause'
                  ? { mode, for_minutes: forMinutes }
                  : { mode, for_minutes: forMinutes, extra_minutes: extra },
            });
          }}
        >
          <fieldset className="flex flex-col gap-1">
            <legend className="mb-1 text-sm text-muted">What to do</legend>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={ids.mode}
                checked={mode === 'busy'}
                onChange={() => setMode('busy')}
              />
              Add preparation time
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={ids.mode}
                checked={mode === 'pause'}
                onChange={() => setMode('pause')}
              />
              Pause new orders
            </label>
          </fieldset>
          {mode === 'busy' ? (
            <div className="flex flex-col gap-1">
              <label htmlFor={ids.extra} className="text-sm text-muted">
                Extra minutes
              </label>
              <select
                id={ids.extra}
                value={extra}
                onChange={(event) => setExtra(Number(event.target.value))}
                className="rounded-md border border-line px-2 py-1.5"
              >
                {EXTRA.map((value) => (
                  <option key={value} value={value}>
                    +{value} min
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <label htmlFor={ids.duration} className="text-sm text-muted">
              For
            </label>
            <select
              id={ids.duration}
              value={forMinutes}
              onChange={(event) => setForMinutes(Number(event.target.value))}
              className="rounded-md border border-line px-2 py-1.5"
            >
              {DURATIONS.map((value) => (
                <option key={value} value={value}>
                  {value < 60 ? `${value} minutes` : `${value / 60} hour${value === 60 ? '' : 's'}`}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="submit"
            tone={mode === 'pause' ? 'danger' : 'primary'}
            disabled={change.isPending}
          >
            {mode === 'pause' ? 'Pause orders' : 'Start busy mode'}
          </Button>
        </form>
      )}
      {change.isError ? <ErrorNote>{errorMessage(change.error)}</ErrorNote> : null}
    </section>
  );
}
