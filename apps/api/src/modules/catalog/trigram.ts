/**
 * pg_trgm's `similarity`, `word_similarity` and their operators (`%`, `<%`) in JavaScript, so that
 * search can match in memory against stores and dishes already cached, with the same typo tolerance
 * the SQL had. A port of contrib/pg_trgm/trgm_op.c (generate_trgm, cnt_sml, calc_word_similarity,
 * iterate_word_similarity): words are runs of letters and digits, lower-cased, padded with two
 * blanks before and one after; scores are float4 like PostgreSQL's. `trigram.test.ts` compares it
 * with the database's own functions on thousands of pairs.
 */

/** pg_trgm.similarity_threshold and pg_trgm.word_similarity_threshold defaults. */
export const SIMILARITY_THRESHOLD = 0.3;
export const WORD_SIMILARITY_THRESHOLD = 0.6;

const WORD = /[\p{L}\p{N}]+/gu;

/** A text's trigrams in order (repeats kept), as calc_word_similarity needs them. */
export function trigramsInOrder(text: string): string[] {
  const trigrams: string[] = [];
  for (const match of text.toLowerCase().matchAll(WORD)) {
    // Code points, not UTF-16 units: a trigram is three characters.
    const padded = [' ', ' ', ...match[0], ' '];
    for (let i = 0; i + 3 <= padded.length; i += 1) {
      trigrams.push(padded[i]! + padded[i + 1]! + padded[i + 2]!);
    }
  }
  return trigrams;
}

/** A text prepared once for many comparisons. */
export interface TrigramText {
  lower: string;
  ordered: string[];
  unique: Set<string>;
}

export function prepareTrigrams(text: string): TrigramText {
  const ordered = trigramsInOrder(text);
  return { lower: text.toLowerCase(), ordered, unique: new Set(ordered) };
}

/** (float4) count / (float4) (len1 + len2 - count), as pg_trgm's CALCSML. */
const calcSml = (count: number, len1: number, len2: number) =>
  Math.fround(Math.fround(count) / Math.fround(len1 + len2 - count));

/** similarity(a, b): shared trigrams over all distinct trigrams of both. */
export function similarity(a: TrigramText, b: TrigramText): number {
  if (a.unique.size === 0 || b.unique.size === 0) return 0;
  let count = 0;
  for (const trigram of a.unique) if (b.unique.has(trigram)) count += 1;
  return calcSml(count, a.unique.size, b.unique.size);
}

/**
 * word_similarity(query, text): the greatest similarity between the query's trigrams and a
 * continuous extent of the text's ordered trigrams, found the way pg_trgm finds it (a single pass
 * that moves the extent's lower bound greedily), so borderline scores agree with the database.
 */
export function wordSimilarity(query: TrigramText, text: TrigramText): number {
  const ulen1 = query.unique.size;
  const len2 = text.ordered.length;
  if (ulen1 === 0 || len2 === 0) return 0;
  // Each distinct trigram of the text gets an index; `found` says whether the query has it.
  const indexOf = new Map<string, number>();
  const found: boolean[] = [];
  const trg2indexes = new Array<number>(len2);
  for (let i = 0; i < len2; i += 1) {
    const trigram = text.ordered[i]!;
    let index = indexOf.get(trigram);
    if (index === undefined) {
      index = found.length;
      indexOf.set(trigram, index);
      found.push(query.unique.has(trigram));
    }
    trg2indexes[i] = index;
  }
  const lastpos = new Array<number>(found.length).fill(-1);
  let ulen2 = 0;
  let count = 0;
  let upper = -1;
  let lower = -1;
  let smlrMax = 0;
  for (let i = 0; i < len2; i += 1) {
    const trgindex = trg2indexes[i]!;
    if (lower >= 0 || found[trgindex]) {
      if (lastpos[trgindex]! < 0) {
        ulen2 += 1;
        if (found[trgindex]) count += 1;
      }
      lastpos[trgindex] = i;
    }
    if (!found[trgindex]) continue;
    upper = i;
    if (lower === -1) {
      lower = i;
      ulen2 = 1;
    }
    let smlrCur = calcSml(count, ulen1, ulen2);
    // Also try to move the lower bound up for a greater similarity.
    let tmpCount = count;
    let tmpUlen2 = ulen2;
    const prevLower = lower;
    for (let tmpLower = lower; tmpLower <= upper; tmpLower += 1) {
      const smlrTmp = calcSml(tmpCount, ulen1, tmpUlen2);
      if (smlrTmp > smlrCur) {
        smlrCur = smlrTmp;
        ulen2 = tmpUlen2;
        lower = tmpLower;
        count = tmpCount;
      }
      const tmpTrgindex = trg2indexes[tmpLower]!;
      if (lastpos[tmpTrgindex] === tmpLower) {
        tmpUlen2 -= 1;
        if (found[tmpTrgindex]) tmpCount -= 1;
      }
    }
    smlrMax = Math.max(smlrMax, smlrCur);
    for (let tmpLower = prevLower; tmpLower < lower; tmpLower += 1) {
      const tmpTrgindex = trg2indexes[tmpLower]!;
      if (lastpos[tmpTrgindex] === tmpLower) lastpos[tmpTrgindex] = -1;
    }
  }
  return smlrMax;
}

/** `text ILIKE '%query%'` for a plain query (no wildcards of its own). */
export function containsIgnoringCase(text: TrigramText, query: TrigramText): boolean {
  return text.lower.includes(query.lower);
}
