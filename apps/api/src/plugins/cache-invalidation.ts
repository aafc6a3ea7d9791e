import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  createCacheInvalidationBus,
  type CacheInvalidationBus,
  type CacheScope,
} from '../lib/cache-invalidation';

declare module 'fastify' {
  interface FastifyInstance {
    /** Caches register what they clear; writes announce what they changed (decision 019). */
    caches: Pick<CacheInvalidationBus, 'onInvalidate' | 'invalidate'>;
  }
}

export interface CacheInvalidationOptions {
  bus: Parameters<typeof createCacheInvalidationBus>[0]['bus'];
  /** Called after the bus's connection came back: announcements sent meanwhile were missed. */
  onReconnect?: (callback: () => void) => void;
  /** The scopes a request makes stale when it succeeds (none: an empty list). */
  scopesOf: (request: FastifyRequest) => readonly CacheScope[];
}

/**
 * One invalidation bus per instance, before the routes whose caches use it. A successful write
 * (by `scopesOf`) clears this instance's matching caches before its answer leaves, so the caller
 * reads its own change at once, and announces it on the database's pub/sub, so every other
 * instance clears them within a round trip instead of at the TTL's end.
 */
export const cacheInvalidationPlugin = fp<CacheInvalidationOptions>(
  async (app, { bus, onReconnect, scopesOf }) => {
    const caches = createCacheInvalidationBus({ bus, log: app.log });
    await caches.start();
    onReconnect?.(() => caches.clearAll());
    app.decorate('caches', { onInvalidate: caches.onInvalidate, invalidate: caches.invalidate });

    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode >= 300) return payload;
      const scopes = scopesOf(request);
      if (scopes.length === 0) return payload;
      // This instance's caches clear now; the answer does not wait for the NOTIFY (the bus may
      // be reconnecting). If it fails, the write stands and the others catch up at the TTL's end.
      caches.invalidate(scopes).catch((error: unknown) => {
        request.log.warn({ err: error, scopes }, 'cache invalidation not announced');
      });
      return payload;
    });
    app.addHook('onClose', async () => {
      // The realtime plugin closes the shared bus; this may come after it.
      await caches.stop().catch(() => {});
    });
  },
  { name: 'cache-invalidation' },
);
