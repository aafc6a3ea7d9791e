import crypto from 'node:crypto';
import { openFirst } from '@app/shared/catalog/open-first.models';
import type { Database } from '../../db/client';
import type { TtlCache } from '../../lib/ttl-cache';
import type { GeoPoint } from '../../lib/geo/delivery-area';
import { listFavoriteStoreIds } from './catalog.repository';
import {
  createSearchIndexCaches,
  matchItems,
  matchStores,
  type ItemMatch,
  type SearchIndexCaches,
} from './search-index';
import { SEARCH_LIMIT } from './search.repository';
import { storeRank, toItemWithStore, toStore } from './catalog.usecases';
import { derivedForPoint, selectNearbyStores, type NearbyStoresCache } from './nearby-stores';

/** The matching rows for a query over a set of reachable stores (the same for every customer). */
export type SearchRows = {
  storeRows: ReturnType<typeof matchStores>;
  itemMatches: ItemMatch[];
};

export async function search({
  db,
  nearbyCache,
  searchCache,
  caches = createSearchIndexCaches({ db, ttlMs: 0 }),
  query,
  point,
  now,
  userId = null,
}: {
  db: Database;
  nearbyCache: NearbyStoresCache;
  /** Each reachable store's dish names, for matching in memory, and the dishes shown. */
  caches?: SearchIndexCaches;
  /** Matches per (query, reachable stores), kept as briefly as store lists (CATALOG_CACHE_TTL_MS). */
  searchCache?: TtlCache<SearchRows>;
  query: string;
  point: GeoPoint;
  now: Date;
  userId?: number | null;
}) {
  // The stores that deliver here (any delivery type), from the same cached path as the lists,
  // worked out once per point while the cell's candidates last.
  const candidates = await nearbyCache.candidates({ db, point, kind: 'any' });
  const { reachable, distanceOf, storeIds, idsHash } = derivedForPoint(
    candidates,
    point,
    'search',
    () => {
      const reachable = selectNearbyStores(candidates, point, {
        activeLimit: Number.POSITIVE_INFINITY,
        inactiveLimit: Number.POSITIVE_INFINITY,
      });
      const distances = new Map(reachable.map(({ row, distanceKm }) => [row.id, distanceKm]));
      const ids = [...distances.keys()];
      return {
        reachable: reachable.map(({ row }) => row),
        distanceOf: distances,
        storeIds: ids,
        idsHash: hashIds(ids),
      };
    },
  );
  const loadRows = async (): Promise<SearchRows> => {
    const isActive = new Map(reachable.map((row) => [row.id, row.is_active]));
    const dishes = (await caches.itemsOfStores.getMany(storeIds)).flat();
    return {
      storeRows: matchStores(query, reachable),
      itemMatches: matchItems(query, dishes, (id) => Boolean(isActive.get(id))),
    };
  };
  // People near each other typing the same words share one answer; favorites are the caller's.
  const key = `${query.trim().toLowerCase()}\u0001${idsHash}`;
  const [rows, favoriteIds] = await Promise.all([
    searchCache ? searchCache.get(key, loadRows) : loadRows(),
    userId === null ? null : listFavoriteStoreIds({ db, userId }),
  ]);
  // Best match first; among equals, what can be ordered, then the nearest. The cached arrays are
  // shared: sort copies.
  const nearestFirst = (a: number, b: number) =>
    (distanceOf.get(a) ?? 0) - (distanceOf.get(b) ?? 0);
  const stores = [...rows.storeRows]
    .sort(
      (a, b) =>
        b.score - a.score ||
        Number(b.is_active) - Number(a.is_active) ||
        nearestFirst(a.id, b.id) ||
        a.id - b.id,
    )
    .slice(0, SEARCH_LIMIT);
  const shownItems = [...rows.itemMatches]
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.isAvailable - a.isAvailable ||
        b.storeActive - a.storeActive ||
        nearestFirst(a.storeId, b.storeId) ||
        a.id - b.id,
    )
    .slice(0, SEARCH_LIMIT);
  // Only the dishes shown are read in full (with their add-ons), and kept like the lists.
  const items = (await caches.itemDetails.getMany(shownItems.map((item) => item.id))).filter(
    (item) => item !== null,
  );
  return {
    // The best matches, open ones first (a closed store's match is still listed, after).
    restaurants: openFirst(
      stores.map((row) =>
        toStore(
          row,
          { point, now },
          {
            deliversHere: true,
            distanceKm: distanceOf.get(row.id),
            isFavorited: favoriteIds?.has(row.id) ?? false,
          },
        ),
      ),
      storeRank,
    ),
    items: items.map(toItemWithStore),
  };
}

/** A short digest of a set of store ids (a cache key part). */
function hashIds(ids: readonly number[]): string {
  return crypto
    .createHash('sha1')
    .update([...ids].sort((a, b) => a - b).join(','))
    .digest('base64url');
}
