import { useCallback, useEffect, useState } from 'react';

/** Seconds to wait before a code may be sent again (the server allows 5 sends a minute). */
export const RESEND_WAIT_SECONDS = 30;

/**
 * A countdown in whole seconds: `start(n)` after a code is sent (or with a 429's retry-after),
 * `secondsLeft` reaches 0 when another send is allowed.
 */
export function useResendTimer() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const secondsLeft = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = window.setInterval(() => {
      const at = Date.now();
      setNow(at);
      if (at >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const start = useCallback((seconds: number) => {
    const at = Date.now();
    setNow(at);
    setUntil(at + seconds * 1000);
  }, []);

  return { secondsLeft, start };
}
