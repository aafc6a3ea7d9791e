import type { EventSourceFactory, EventSourceLike } from '../lib/live/live-stream';
import '../lib/i18n/screen-strings';

/** A stand-in EventSource the test drives: `open()`, `emit(name, data)`, `fail({ closed })`. */
export class FakeEventSource implements EventSourceLike {
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  isClosed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {}

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.isClosed = true;
    this.readyState = 2;
  }

  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }

  emit(type: string, data: unknown) {
    this.emitRaw(type, JSON.stringify(data));
  }

  emitRaw(type: string, text: string) {
    const event = new MessageEvent(type, { data: text });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }

  /** A dropped connection: the browser retries (CONNECTING) unless `closed` (an HTTP error). */
  fail({ closed = false }: { closed?: boolean } = {}) {
    this.readyState = closed ? 2 : 0;
    this.onerror?.(new Event('error'));
  }
}

export function fakeEventSources(): { sources: FakeEventSource[]; factory: EventSourceFactory } {
  const sources: FakeEventSource[] = [];
  return {
    sources,
    factory: (url) => {
      const source = new FakeEventSource(url);
      sources.push(source);
      return source;
    },
  };
}
