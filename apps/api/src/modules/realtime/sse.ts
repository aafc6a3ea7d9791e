import type { FastifyReply, FastifyRequest } from 'fastify';
import { STREAM_EVENTS, type ReconnectMessage } from '@app/shared/realtime/realtime.schemas';
import type { Logger, MemoryPubSub, Unsubscribe } from './pubsub';

/** A client that reads this much less than we write is dropped (it reconnects and resyncs). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export type StreamKind = 'order' | 'store' | 'stores' | 'rider' | 'admin';

export interface SseStream {
  readonly kind: StreamKind;
  /** Writes a frame now, or after the initial state when that is still being sent. */
  send(frame: string): void;
  /** Subscribes the stream to a hub channel; removed when the stream closes. */
  subscribe(channel: string): Promise<void>;
  /** Writes the initial state, then what arrived meanwhile and is not in it already, in order. */
  begin(initialFrames: string[]): void;
  close(): void;
  /**
   * Ends the stream with a reconnect hint (this instance is going away): the `retry` delay and a
   * `reconnect` event, which clients answer by opening a new stream (to another instance behind
   * the proxy) after about `retryMs`, without showing the stream as down.
   */
  drain(retryMs: number): void;
  readonly closed: boolean;
}

/** Open streams per kind, every kind present (0 when none), for /metrics. */
export function countStreamsByKind(streams: Iterable<SseStream>): Record<StreamKind, number> {
  const counts: Record<StreamKind, number> = { order: 0, store: 0, stores: 0, rider: 0, admin: 0 };
  for (const stream of streams) counts[stream.kind] += 1;
  return counts;
}

/** The frames that end a drained stream: a retry delay, then the reconnect event. */
export function reconnectFrames(retryMs: number): string {
  const message: ReconnectMessage = { retry_ms: retryMs };
  return `retry: ${retryMs}\nevent: ${STREAM_EVENTS.reconnect}\ndata: ${JSON.stringify(message)}\n\n`;
}

/**
 * Takes the response over from Fastify (no serialisation, no compression: `onSend` hooks do not
 * run for a hijacked reply) and holds it open as `text/event-stream`. Headers set by the
 * `onRequest` hooks (helmet) are kept. Frames from live subscriptions that arrive before `begin`
 * wait, so a client always sees the current state before any change that follows it.
 * `recheck` (an admin's stream) runs at each ping; the stream closes when it answers false, so a
 * revoked or idle token stops listening within one ping.
 */
export function openSseStream({
  kind,
  request,
  reply,
  hub,
  pingIntervalMs,
  registry,
  recheck,
  log,
}: {
  kind: StreamKind;
  request: FastifyRequest;
  reply: FastifyReply;
  hub: MemoryPubSub;
  pingIntervalMs: number;
  registry: Set<SseStream>;
  recheck?: (() => Promise<boolean>) | null;
  log?: Logger;
}): SseStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  raw.flushHeaders();
  // Disable Nagle for small, latency-sensitive frames.
  request.raw.socket?.setNoDelay(true);
  raw.write('retry: 3000\n\n');

  const unsubscribes: Unsubscribe[] = [];
  let waiting: string[] | null = [];
  /** The initial frames a live message may still repeat (see begin). */
  let alreadySent: Set<string> | null = null;
  let closed = false;

  const write = (frame: string) => {
    if (closed) return;
    if (raw.writableLength > MAX_BUFFERED_BYTES) {
      stream.close();
      return;
    }
    raw.write(frame);
  };

  let checking = false;
  const checkCaller = async () => {
    if (!recheck || checking || closed) return;
    checking = true;
    try {
      if (!(await recheck())) stream.close();
    } catch (error) {
      // The database did not answer: keep the stream; the next ping asks again.
      log?.warn({ err: error }, 'stream token recheck failed');
    } finally {
      checking = false;
    }
  };
  const ping = setInterval(() => {
    write(': ping\n\n');
    void checkCaller();
  }, pingIntervalMs);
  ping.unref();

  const stream: SseStream = {
    kind,
    get closed() {
      return closed;
    },
    send(frame) {
      if (waiting) waiting.push(frame);
      else if (!alreadySent?.delete(frame)) write(frame);
    },
    async subscribe(channel) {
      const unsubscribe = await hub.subscribe(channel, (frame) => stream.send(frame));
      if (closed) await unsubscribe();
      else unsubscribes.push(unsubscribe);
    },
    begin(initialFrames) {
      const queued = waiting ?? [];
      waiting = null;
      for (const frame of initialFrames) write(frame);
      // A change committed while the state was read is in the state already, and its message
      // comes either before this (queued) or just after (LISTEN delivers after the commit):
      // either way it is not sent a second time.
      alreadySent = new Set(initialFrames);
      for (const frame of queued) if (!alreadySent.delete(frame)) write(frame);
    },
    close() {
      if (closed) return;
      closed = true;
      clearInterval(ping);
      registry.delete(stream);
      for (const unsubscribe of unsubscribes.splice(0)) void unsubscribe();
      if (!raw.writableEnded) raw.end();
    },
    drain(retryMs) {
      // Frames still waiting for the initial state are dropped: the next stream sends the state.
      write(reconnectFrames(retryMs));
      stream.close();
    },
  };
  registry.add(stream);
  raw.on('close', () => stream.close());
  raw.on('error', () => stream.close());
  return stream;
}
