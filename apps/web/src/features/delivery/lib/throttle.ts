import '../../../lib/i18n/screen-strings';
/**
 * At most one `send` per `intervalMs`: the first value goes at once, later ones wait and only the
 * newest of them is sent when the interval has passed (a rider's latest position is all that
 * matters). `cancel` drops what waits.
 */
export function createThrottle<TValue>({
  intervalMs,
  send,
}: {
  intervalMs: number;
  send: (value: TValue) => void;
}): { push: (value: TValue) => void; cancel: () => void } {
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let pending: { value: TValue } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const fire = (value: TValue) => {
    lastSentAt = Date.now();
    send(value);
  };
  const flush = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    fire(value);
  };

  return {
    push: (value) => {
      const elapsed = Date.now() - lastSentAt;
      if (timer === null && elapsed >= intervalMs) {
        fire(value);
        return;
      }
      pending = { value };
      if (timer === null) timer = setTimeout(flush, intervalMs - elapsed);
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
