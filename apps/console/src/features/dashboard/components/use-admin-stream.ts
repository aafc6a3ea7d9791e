import { useEffect, useRef, useState } from 'react';
import type { LiveMap } from '@app/shared/console/dashboard.schemas';
import { reconnectDelayMs } from '@app/shared/realtime/stream-reconnect';
import { applyAdminEvent, readAdminEvent } from '../lib/live-map';

/** A fresh map at most this often when the stream names something the map does not know. */
const RELOAD_MS = 5_000;

/**
 * The live map, kept current by the admin stream (`state`, `order_status`, `rider_location`).
 * Starts from the dashboard's own map; `reload` fetches a whole new one. When the server drains
 * (`reconnect`), a new stream opens after the delay it names, still shown live: it starts with
 * the map as it is then.
 */
export function useAdminStream({
  token,
  initial,
  reload,
}: {
  token: string;
  initial: LiveMap;
  reload: () => Promise<LiveMap | undefined>;
}) {
  const [map, setMap] = useState(initial);
  const [live, setLive] = useState(false);
  const reloadRef = useRef(reload);
  useEffect(() => {
    reloadRef.current = reload;
  }, [reload]);

  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    let timer: number | null = null;
    const scheduleReload = () => {
      if (timer !== null) return;
      timer = window.setTimeout(() => {
        timer = null;
        void reloadRef.current().then((next) => {
          if (next) setMap(next);
        });
      }, RELOAD_MS);
    };
    let source: EventSource | null = null;
    let reopen: number | null = null;
    const connect = () => {
      reopen = null;
      const current = new EventSource(
        `/public/api/stream/admin?token=${encodeURIComponent(token)}`,
      );
      source = current;
      current.onopen = () => setLive(true);
      current.onerror = () => setLive(false);
      current.addEventListener('reconnect', (message) => {
        current.close();
        if (reopen !== null) return;
        reopen = window.setTimeout(connect, reconnectDelayMs((message as MessageEvent).data));
      });
      for (const type of ['state', 'order_status', 'rider_location']) {
        current.addEventListener(type, (message) => {
          const event = readAdminEvent(type, String((message as MessageEvent).data));
          if (!event) return;
          setMap((existing) => {
            const next = applyAdminEvent(existing, event);
            if (next.needsReload) scheduleReload();
            return next.map;
          });
        });
      }
    };
    connect();
    return () => {
      if (timer !== null) window.clearTimeout(timer);
      if (reopen !== null) window.clearTimeout(reopen);
      source?.close();
    };
  }, [token]);

  return { map, live };
}
