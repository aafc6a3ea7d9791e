/**
 * An in-memory cache for values loaded many keys at a time (one query for all the keys not held):
 * entries live `ttlMs` (0: every call loads), the least recently used go first beyond
 * `maxEntries`, concurrent calls wanting the same key share one load, a failed load is not kept.
 * A key the loader does not answer gets `missing`.
 */
export interface BatchCache<K, V> {
  getMany: (keys: readonly K[]) => Promise<V[]>;
  clear: () => void;
}

export function createBatchCache<K, V>({
  ttlMs,
  maxEntries,
  loadMany,
  missing,
  now = Date.now,
}: {
  ttlMs: number;
  maxEntries: number;
  loadMany: (keys: readonly K[]) => Promise<Map<K, V>>;
  missing: V;
  now?: () => number;
}): BatchCache<K, V> {
  const entries = new Map<K, { expiresAt: number; value: Promise<V> }>();
  return {
    async getMany(keys) {
      if (ttlMs <= 0) {
        const loaded = await loadMany(keys);
        return keys.map((key) => loaded.get(key) ?? missing);
      }
      const at = now();
      const wanted = new Map<K, Promise<V>>();
      const toLoad: K[] = [];
      for (const key of keys) {
        const entry = entries.get(key);
        if (entry && entry.expiresAt > at) wanted.set(key, entry.value);
        else if (!wanted.has(key)) toLoad.push(key);
      }
      if (toLoad.length) {
        const loaded = loadMany(toLoad);
        for (const key of toLoad) {
          const entry = {
            expiresAt: at + ttlMs,
            value: loaded.then((map) => map.get(key) ?? missing),
          };
          wanted.set(key, entry.value);
          entries.delete(key);
          entries.set(key, entry);
          entry.value.catch(() => {
            if (entries.get(key) === entry) entries.delete(key);
          });
        }
        while (entries.size > maxEntries) {
          const oldest = entries.keys().next().value;
          if (oldest === undefined) break;
          entries.delete(oldest);
        }
      }
      return Promise.all(keys.map((key) => wanted.get(key) ?? Promise.resolve(missing)));
    },
    clear: () => entries.clear(),
  };
}
