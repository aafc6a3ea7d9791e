import { useEffect, useRef, useState } from 'react';
import { openLiveStream, type EventSourceFactory, type StreamHandlers } from './live-stream';
import '../i18n/screen-strings';

/**
 * Subscribes to a stream while `url` is set and tells whether it is live. Handlers may change on
 * every render without reconnecting.
 */
export function useLiveStream(
  url: string | null,
  handlers: StreamHandlers,
  createEventSource?: EventSourceFactory | null,
): { isLive: boolean } {
  const [isLive, setLive] = useState(false);
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const eventNames = Object.keys(handlers).sort().join(',');

  useEffect(() => {
    if (!url) return;
    const forward: StreamHandlers = {};
    for (const name of eventNames.split(',').filter(Boolean)) {
      forward[name] = (data) => handlersRef.current[name]?.(data);
    }
    const close = openLiveStream({
      url,
      handlers: forward,
      onLiveChange: setLive,
      ...(createEventSource !== undefined ? { createEventSource } : {}),
    });
    return () => {
      close();
      setLive(false);
    };
  }, [url, eventNames, createEventSource]);

  return { isLive: url ? isLive : false };
}
