import crypto from 'node:crypto';

/**
 * What a console write can make stale (decision 019): `catalog` (store lists, nearby cells, search,
 * menus, grocery shelves), `settings` (checkout settings, cart limits), `pickup-drop` (its tariff).
 */
export const CACHE_SCOPES = ['catalog', 'settings', 'pickup-drop'] as const;
export type CacheScope = (typeof CACHE_SCOPES)[number];

/** The PostgreSQL NOTIFY channel (or in-process channel on PGlite) of invalidations. */
export const CACHE_INVALIDATION_CHANNEL = 'cache_invalidation';

export interface CacheInvalidationBus {
  /** Registers what to clear when `scope` is invalidated, here or on another instance. */
  onInvalidate: (scope: CacheScope, clear: () => void) => void;
  /**
   * Clears this instance's caches of the scopes before it returns (synchronously), then tells
   * every other instance; the promise is that announcement.
   */
  invalidate: (scopes: readonly CacheScope[]) => Promise<void>;
  /** Clears every cache here (announcements may have been missed: the bus reconnected). */
  clearAll: () => void;
  /** Listens to the other instances' invalidations. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** The part of the realtime pub/sub (modules/realtime/pubsub.ts) the bus uses. */
interface Channels {
  publish: (channel: string, payload: string) => Promise<void>;
  subscribe: (channel: string, handler: (payload: string) => void) => Promise<() => Promise<void>>;
}

interface Logger {
  warn: (obj: object, msg: string) => void;
}

/** The invalidation bus over the database's pub/sub (one for every instance on the database). */
export function createCacheInvalidationBus({
  bus,
  log,
}: {
  bus: Channels;
  log: Logger;
}): CacheInvalidationBus {
  // This instance's own announcements come back over LISTEN: already cleared, skipped.
  const instanceId = crypto.randomUUID();
  const clearers = new Map<CacheScope, (() => void)[]>(CACHE_SCOPES.map((scope) => [scope, []]));
  let unsubscribe: (() => Promise<void>) | null = null;

  const clear = (scopes: readonly CacheScope[]) => {
    for (const scope of scopes) for (const run of clearers.get(scope) ?? []) run();
  };
  const onMessage = (payload: string) => {
    try {
      const message = JSON.parse(payload) as { from?: unknown; scopes?: unknown };
      if (message.from === instanceId || !Array.isArray(message.scopes)) return;
      clear(CACHE_SCOPES.filter((scope) => (message.scopes as unknown[]).includes(scope)));
    } catch (error) {
      log.warn({ err: error }, 'cache invalidation: unreadable message');
    }
  };

  return {
    onInvalidate: (scope, run) => {
      clearers.get(scope)?.push(run);
    },
    invalidate: (scopes) => {
      if (scopes.length === 0) return Promise.resolve();
      clear(scopes);
      return bus.publish(CACHE_INVALIDATION_CHANNEL, JSON.stringify({ from: instanceId, scopes }));
    },
    clearAll: () => clear(CACHE_SCOPES),
    start: async () => {
      unsubscribe ??= await bus.subscribe(CACHE_INVALIDATION_CHANNEL, onMessage);
    },
    stop: async () => {
      await unsubscribe?.();
      unsubscribe = null;
    },
  };
}
