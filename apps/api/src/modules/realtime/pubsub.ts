import { EventEmitter } from 'node:events';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export type MessageHandler = (payload: string) => void;
export type Unsubscribe = () => Promise<void>;

/**
 * Publish/subscribe over named channels with string payloads (ARCHITECTURE §7). `subscribe`
 * resolves once messages published afterwards are certain to arrive.
 */
export interface PubSub {
  publish(channel: string, payload: string): Promise<void>;
  subscribe(channel: string, handler: MessageHandler): Promise<Unsubscribe>;
  close(): Promise<void>;
}

export interface Logger {
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
  info?: (obj: object, msg: string) => void;
}

const silentLog: Logger = { warn: () => {}, error: () => {} };

export interface MemoryPubSub extends PubSub {
  /** Synchronous delivery to the handlers of this process. */
  publishLocal(channel: string, payload: string): void;
  hasSubscribers(channel: string): boolean;
}

/** One process: an EventEmitter. Handlers run synchronously; one failing never stops the others. */
export function createMemoryPubSub({ log = silentLog }: { log?: Logger } = {}): MemoryPubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const publishLocal = (channel: string, payload: string) => {
    for (const listener of emitter.listeners(channel)) {
      try {
        (listener as MessageHandler)(payload);
      } catch (error) {
        log.error({ err: error, channel }, 'pubsub handler failed');
      }
    }
  };
  return {
    publishLocal,
    hasSubscribers: (channel) => emitter.listenerCount(channel) > 0,
    publish: async (channel, payload) => publishLocal(channel, payload),
    subscribe: async (channel, handler) => {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/**
 * PGlite (one process, embedded): an in-process bus, fed by PGlite's own `listen` for the
 * database channels (the NOTIFYs of triggers arrive at commit). Publishing stays in-process.
 */
export function createPglitePubSub({
  client,
  log = silentLog,
}: {
  client: Pick<PGlite, 'listen'>;
  log?: Logger;
}): PubSub {
  const memory = createMemoryPubSub({ log });
  const listening = new Map<string, Promise<() => Promise<void>>>();
  return {
    publish: memory.publish,
    subscribe: async (channel, handler) => {
      const unsubscribe = await memory.subscribe(channel, handler);
      let started = listening.get(channel);
      if (!started) {
        started = client.listen(channel, (payload) => memory.publishLocal(channel, payload));
        listening.set(channel, started);
      }
      await started;
      return unsubscribe;
    },
    close: async () => {
      for (const started of listening.values()) {
        try {
          await (
            await started
          )();
        } catch {
          // The database may already be closed.
        }
      }
      listening.clear();
      await memory.close();
    },
  };
}

export interface PostgresPubSub extends PubSub {
  /** Resolves once connected and listening (tests, start-up checks). */
  ready(): Promise<void>;
  /** Called after a lost connection is back: notifications sent meanwhile were missed. */
  onReconnect(callback: () => void): void;
}

/**
 * PostgreSQL LISTEN/NOTIFY on a dedicated connection (a pooled one would lose its LISTENs when
 * returned). Reconnects with exponential backoff (100 ms to 10 s) and LISTENs again; publishes
 * with `select pg_notify($1, $2)` (payloads under 8,000 bytes, PostgreSQL's limit).
 */
export function createPostgresPubSub({
  clientConfig,
  log = silentLog,
  minBackoffMs = 100,
  maxBackoffMs = 10_000,
}: {
  clientConfig: pg.ClientConfig;
  log?: Logger;
  minBackoffMs?: number;
  maxBackoffMs?: number;
}): PostgresPubSub {
  const handlers = new Map<string, Set<MessageHandler>>();
  const reconnectCallbacks: (() => void)[] = [];
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let backoff = minBackoffMs;
  let retryTimer: NodeJS.Timeout | null = null;
  let everConnected = false;

  const dispatch = (message: pg.Notification) => {
    const set = handlers.get(message.channel);
    if (!set) return;
    for (const handler of set) {
      try {
        handler(message.payload ?? '');
      } catch (error) {
        log.error({ err: error, channel: message.channel }, 'pubsub handler failed');
      }
    }
  };

  const lost = (candidate: pg.Client, error?: unknown) => {
    if (client !== candidate) return;
    client = null;
    connecting = null;
    candidate.removeAllListeners('notification');
    void candidate.end().catch(() => {});
    if (closed) return;
    log.warn({ err: error, retryInMs: backoff }, 'pubsub connection lost; reconnecting');
    scheduleReconnect();
  };

  const scheduleReconnect = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connect().catch(() => {});
    }, backoff);
    retryTimer.unref();
    backoff = Math.min(backoff * 2, maxBackoffMs);
  };

  const connect = (): Promise<pg.Client> => {
    if (client) return Promise.resolve(client);
    if (connecting) return connecting;
    const candidate = new pg.Client(clientConfig);
    candidate.on('notification', dispatch);
    candidate.on('error', (error) => lost(candidate, error));
    candidate.on('end', () => lost(candidate));
    connecting = (async () => {
      try {
        await candidate.connect();
        for (const channel of handlers.keys()) {
          await candidate.query(`LISTEN ${candidate.escapeIdentifier(channel)}`);
        }
      } catch (error) {
        connecting = null;
        candidate.removeAllListeners();
        candidate.on('error', () => {});
        void candidate.end().catch(() => {});
        if (!closed) {
          log.warn({ err: error, retryInMs: backoff }, 'pubsub connection failed; retrying');
          scheduleReconnect();
        }
        throw error;
      }
      if (closed) {
        await candidate.end().catch(() => {});
        throw new Error('pubsub closed');
      }
      client = candidate;
      connecting = null;
      backoff = minBackoffMs;
      if (everConnected) for (const callback of reconnectCallbacks) callback();
      everConnected = true;
      return candidate;
    })();
    return connecting;
  };

  /** The connected client, waiting through reconnects (bounded by the caller's patience). */
  const connected = async (): Promise<pg.Client> => {
    for (;;) {
      if (closed) throw new Error('pubsub closed');
      try {
        return await connect();
      } catch {
        await new Promise((resolve) => setTimeout(resolve, backoff));
      }
    }
  };

  return {
    ready: async () => {
      await connected();
    },
    onReconnect: (callback) => {
      reconnectCallbacks.push(callback);
    },
    publish: async (channel, payload) => {
      const active = await connected();
      await active.query('select pg_notify($1, $2)', [channel, payload]);
    },
    subscribe: async (channel, handler) => {
      let set = handlers.get(channel);
      const isNew = !set;
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(handler);
      if (isNew) {
        // A connection made from now on LISTENs to it anyway; an open one is told here.
        const active = await connected();
        if (client === active) {
          await active.query(`LISTEN ${active.escapeIdentifier(channel)}`);
        }
      } else {
        await connected();
      }
      return async () => {
        const current = handlers.get(channel);
        if (!current?.delete(handler) || current.size > 0) return;
        handlers.delete(channel);
        if (client) {
          await client.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => {});
        }
      };
    },
    close: async () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      handlers.clear();
      const active = client ?? (await connecting?.catch(() => null)) ?? null;
      client = null;
      connecting = null;
      if (active) {
        active.removeAllListeners('end');
        await active.end().catch(() => {});
      }
    },
  };
}
