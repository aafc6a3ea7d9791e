/**
 * A small in-memory cache for read-mostly data: entries live `ttlMs`, the least recently used go
 * first beyond `maxEntries`, concurrent loads of one key share one promise, and a failed load is
 * not kept. `ttlMs` 0 turns caching off (every call loads).
 */
export interface TtlCache<V> {
  get: (key: string, load: () => Promise<V>) => Promise<V>;
  clear: () => void;
}

export function createTtlCache<V>({
  ttlMs,
  maxEntries,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): TtlCache<V> {
  const entries = new Map<string, { expiresAt: number; value: Promise<V> }>();
  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const cached = entries.get(key);
      if (cached && cached.expiresAt > now()) {
        // Re-insert: the Map's insertion order is the LRU order.
        entries.delete(key);
        entries.set(key, cached);
        return cached.value;
      }
      const value = load();
      const entry = { expiresAt: now() + ttlMs, value };
      entries.set(key, entry);
      value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      return value;
    },
    clear: () => entries.clear(),
  };
}
