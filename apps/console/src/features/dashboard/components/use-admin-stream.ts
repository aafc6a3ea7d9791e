import { useEffect, useRef, useState } from 'react';
import type { LiveMap } from '@app/shared/console/dashboard.schemas';
import { applyAdminEvent, readAdminEvent } from '../lib/live-map';

/** A fresh map at most this often when the stream names something the map does not know. */
const RELOAD_MS = 5_000;

/**
 * The live map, kept current by the admin stream (`state`, `order_status`, `rider_location`).
 * Starts from the dashboard's own map; `reload` fetches a whole new one.
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
    const source = new EventSource(`/public/api/stream/admin?token=${encodeURIComponent(token)}`);
    source.onopen = () => setLive(true);
    source.onerror = () => setLive(false);
    for (const type of ['state', 'order_status', 'rider_location']) {
      source.addEventListener(type, (message) => {
        const event = readAdminEvent(type, String((message as MessageEvent).data));
        if (!event) return;
        setMap((current) => {
          const next = applyAdminEvent(current, event);
          if (next.needsReload) scheduleReload();
          return next.map;
        });
      });
    }
    return () => {
      if (timer !== null) window.clearTimeout(timer);
      source.close();
    };
  }, [token]);

  return { map, live };
}
