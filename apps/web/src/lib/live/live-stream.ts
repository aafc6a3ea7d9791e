import '../i18n/screen-strings';
import { reconnectDelayMs } from '@app/shared/realtime/stream-reconnect';
import { STREAM_EVENT } from './stream-events';
/**
 * One Server-Sent Events connection (ARCHITECTURE §7) with what the screens need around it:
 * JSON payloads handed to a handler per event name, and a live/down signal so a screen can poll
 * while the stream is down. EventSource retries by itself after a dropped connection; when it gives
 * up (an HTTP error closes it for good) a new one is opened after `reconnectMs`. When the server
 * drains (`reconnect` event), a new stream is opened after the delay it names and the stream is
 * not reported down meanwhile: the new one starts with the current state.
 */
export type StreamHandlers = Record<string, (data: unknown) => void>;

/** The part of the browser's EventSource this module uses, so tests can hand in a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener: (type: string, listener: (event: MessageEvent) => void) => void;
  close: () => void;
}

export type EventSourceFactory = (url: string) => EventSourceLike;

/** EventSource.CLOSED: the browser will not retry. */
const CLOSED = 2;
export const STREAM_RECONNECT_MS = 15_000;

function browserEventSource(): EventSourceFactory | null {
  if (typeof EventSource === 'undefined') return null;
  return (url) => new EventSource(url) as unknown as EventSourceLike;
}

export function openLiveStream({
  url,
  handlers,
  onLiveChange,
  createEventSource = browserEventSource(),
  reconnectMs = STREAM_RECONNECT_MS,
}: {
  url: string;
  handlers: StreamHandlers;
  onLiveChange: (isLive: boolean) => void;
  createEventSource?: EventSourceFactory | null;
  reconnectMs?: number;
}): () => void {
  if (!createEventSource) {
    onLiveChange(false);
    return () => {};
  }
  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let isStopped = false;

  const connect = () => {
    timer = null;
    const current = createEventSource(url);
    source = current;
    current.onopen = () => onLiveChange(true);
    current.onerror = () => {
      onLiveChange(false);
      if (current.readyState === CLOSED && !isStopped && timer === null) {
        current.close();
        timer = setTimeout(connect, reconnectMs);
      }
    };
    current.addEventListener(STREAM_EVENT.reconnect, (event) => {
      current.close();
      if (isStopped || timer !== null) return;
      timer = setTimeout(connect, reconnectDelayMs(String(event.data)));
    });
    for (const [name, handler] of Object.entries(handlers)) {
      current.addEventListener(name, (event) => {
        let data: unknown;
        try {
          data = JSON.parse(String(event.data)) as unknown;
        } catch {
          return;
        }
        handler(data);
      });
    }
  };

  connect();
  return () => {
    isStopped = true;
    if (timer !== null) clearTimeout(timer);
    source?.close();
  };
}
