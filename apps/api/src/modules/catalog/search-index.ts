import type { Database } from '../../db/client';
import { createBatchCache, type BatchCache } from '../../lib/batch-cache';
import type { ItemRow, StoreRow, StoreSummaryRow } from './catalog.repository';
import { findItemsWithStore, listSearchableItems } from './search.repository';
import {
  containsIgnoringCase,
  prepareTrigrams,
  similarity,
  SIMILARITY_THRESHOLD,
  wordSimilarity,
  WORD_SIMILARITY_THRESHOLD,
  type TrigramText,
} from './trigram';

/**
 * Search matched in memory against what the lists already hold: the reachable stores come from
 * the cell's cached candidates, and each store's dishes (names only) are kept as briefly as store
 * lists. A name matches as the SQL did with pg_trgm: similar (`%`, typos), similar to a part
 * (`<%`), or containing the words; scores and thresholds are pg_trgm's (trigram.ts), so a key press
 * costs no database work beyond fetching the few dishes it shows.
 */

/** How many matches of each kind go on to the final ordering by distance. */
export const SEARCH_CANDIDATES = 100;
/** Below this a match is too weak to show. */
const MIN_SCORE = 0.35;

interface NameScore {
  matches: boolean;
  score: number;
  contains: boolean;
}

function scoreName(text: TrigramText, query: TrigramText): NameScore {
  const sim = similarity(text, query);
  // No trigram in common (sim 0) means no extent in common either: skip the costlier measure.
  const word = sim > 0 ? wordSimilarity(query, text) : 0;
  const contains = containsIgnoringCase(text, query);
  return {
    matches: sim >= SIMILARITY_THRESHOLD || word >= WORD_SIMILARITY_THRESHOLD || contains,
    score: Math.max(sim, word),
    contains,
  };
}

const storeTexts = new WeakMap<StoreRow, { name: TrigramText; cuisines: TrigramText[] }>();

function textsOf(store: StoreRow) {
  let texts = storeTexts.get(store);
  if (!texts) {
    texts = { name: prepareTrigrams(store.name), cuisines: store.cuisines.map(prepareTrigrams) };
    storeTexts.set(store, texts);
  }
  return texts;
}

/**
 * The stores whose name or cuisine matches, best first (then open to orders, then id): a name
 * containing the words scores 1 + its similarity, a cuisine 0.9 × its best similarity.
 */
export function matchStores(
  queryText: string,
  stores: readonly StoreRow[],
): (StoreRow & { score: number })[] {
  const query = prepareTrigrams(queryText.trim());
  const found: (StoreRow & { score: number })[] = [];
  for (const store of stores) {
    const texts = textsOf(store);
    const name = scoreName(texts.name, query);
    let cuisineMatches = false;
    let cuisineScore = 0;
    for (const cuisine of texts.cuisines) {
      const match = scoreName(cuisine, query);
      cuisineMatches ||= match.matches;
      cuisineScore = Math.max(cuisineScore, similarity(cuisine, query), match.contains ? 1 : 0);
    }
    if (!name.matches && !cuisineMatches) continue;
    const nameScore = name.contains ? Math.fround(1 + name.score) : name.score;
    const score = Math.max(nameScore, 0.9 * cuisineScore);
    if (score >= MIN_SCORE) found.push({ ...store, score });
  }
  return found
    .sort((a, b) => b.score - a.score || Number(b.is_active) - Number(a.is_active) || a.id - b.id)
    .slice(0, SEARCH_CANDIDATES);
}

export interface SearchableItem {
  id: number;
  storeId: number;
  isAvailable: 0 | 1;
  name: TrigramText;
}

export interface ItemMatch {
  id: number;
  storeId: number;
  isAvailable: 0 | 1;
  storeActive: number;
  score: number;
}

/** The dishes whose name matches, best first (then available, then at an open store, then id). */
export function matchItems(
  queryText: string,
  items: readonly SearchableItem[],
  isStoreActive: (storeId: number) => boolean,
): ItemMatch[] {
  const query = prepareTrigrams(queryText.trim());
  const found: { item: SearchableItem; score: number; storeActive: number }[] = [];
  for (const item of items) {
    const name = scoreName(item.name, query);
    if (!name.matches) continue;
    const score = name.contains ? Math.fround(1 + name.score) : name.score;
    if (score < MIN_SCORE) continue;
    found.push({ item, score, storeActive: Number(isStoreActive(item.storeId)) });
  }
  return found
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.item.isAvailable - a.item.isAvailable ||
        b.storeActive - a.storeActive ||
        a.item.id - b.item.id,
    )
    .slice(0, SEARCH_CANDIDATES)
    .map(({ item, score, storeActive }) => ({
      id: item.id,
      storeId: item.storeId,
      isAvailable: item.isAvailable,
      storeActive,
      score,
    }));
}

export interface SearchIndexCaches {
  /** Each store's searchable dishes (names only). */
  itemsOfStores: BatchCache<number, SearchableItem[]>;
  /** Dishes as search shows them (with store and add-ons), by id; null when gone. */
  itemDetails: BatchCache<number, (ItemRow & StoreSummaryRow) | null>;
}

/**
 * The dishes search matches and shows, kept `ttlMs` like store lists (0: read every time): a
 * customer typing asks about the same stores and mostly the same dishes at each key press.
 */
export function createSearchIndexCaches({
  db,
  ttlMs,
}: {
  db: Database;
  ttlMs: number;
}): SearchIndexCaches {
  return {
    itemsOfStores: createBatchCache({
      ttlMs,
      maxEntries: 20_000,
      missing: [],
      loadMany: async (storeIds) => {
        const byStore = new Map<number, SearchableItem[]>(storeIds.map((id) => [id, []]));
        for (const row of await listSearchableItems({ db, storeIds })) {
          byStore.get(row.store_id)?.push({
            id: row.id,
            storeId: row.store_id,
            isAvailable: row.is_available,
            name: prepareTrigrams(row.name),
          });
        }
        return byStore;
      },
    }),
    itemDetails: createBatchCache({
      ttlMs,
      maxEntries: 20_000,
      missing: null,
      loadMany: async (ids) =>
        new Map((await findItemsWithStore({ db, ids })).map((row) => [row.id, row])),
    }),
  };
}
