// The rules of `npm run size` (scripts/size.mjs), apart from the browser that measures: which
// responses count, how they are summed, each route's budget and the table. Unit-tested in
// scripts/size-budget.test.ts.
import zlib from 'node:zlib';

/** Budgets in KB gzipped (developers' guide): 130 KB on `/`, 150 KB on any other route. */
export const HOME_BUDGET_KB = 130;
export const ROUTE_BUDGET_KB = 150;

/** The budget of a measured page, by its path (query and hash ignored). */
export function budgetKb(pathname) {
  const bare = pathname.split(/[?#]/)[0];
  return bare === '/' || bare === '' ? HOME_BUDGET_KB : ROUTE_BUDGET_KB;
}

/**
 * Whether a response is one of the page's scripts: classic and module scripts, module preloads
 * (Chromium reports them as `script`) and scripts a page worker fetches. Requests made by the
 * service worker (its precache of every chunk for offline use, decision 008) are counted apart:
 * `fromServiceWorker` is true for them.
 */
export function isPageScript({ resourceType, url, status, fromServiceWorker }) {
  if (fromServiceWorker) return false;
  if (status !== undefined && (status < 200 || status >= 300)) return false;
  if (resourceType === 'script') return true;
  // A module preload's or a worker's script fetched as another type still counts by its name.
  return (
    /\.m?js(\?|$)/.test(new URL(url).pathname) && resourceType !== 'fetch' && resourceType !== 'xhr'
  );
}

/** The service worker's own scripts (sw.js and what it imports), not its precache copies. */
export function isWorkerScript({ url, fromServiceWorker, resourceType }) {
  const pathname = new URL(url).pathname;
  if (pathname === '/sw.js') return true;
  return Boolean(fromServiceWorker) && resourceType !== 'fetch' && /\.m?js$/.test(pathname);
}

/** Bytes of `body` gzipped at level 9, as a server compressing at its best would send it. */
export function gzipBytes(body) {
  return zlib.gzipSync(body, { level: 9 }).length;
}

/**
 * Sums one page's scripts: each distinct URL once (a script fetched twice by one page costs the
 * phone once, from its cache). `scripts` are `{ url, gzip }`.
 */
export function sumScripts(scripts) {
  const byUrl = new Map();
  for (const script of scripts) if (!byUrl.has(script.url)) byUrl.set(script.url, script.gzip);
  const bytes = [...byUrl.values()].reduce((sum, size) => sum + size, 0);
  return { files: byUrl.size, kb: bytes / 1024 };
}

/** The rows over their budget, or with nothing measured (a page that loaded no script failed). */
export function failures(rows) {
  return rows.filter((row) => row.files === 0 || row.kb > row.budget);
}

export function formatTable(rows) {
  const width = Math.max(28, ...rows.map((row) => row.name.length + 2));
  const lines = [
    'page'.padEnd(width) +
      'scripts'.padStart(8) +
      'JS gzipped'.padStart(12) +
      'budget'.padStart(9) +
      'worker'.padStart(10),
  ];
  for (const row of rows) {
    const over = row.files === 0 ? '  NOTHING LOADED' : row.kb > row.budget ? '  OVER' : '';
    lines.push(
      row.name.padEnd(width) +
        String(row.files).padStart(8) +
        `${row.kb.toFixed(1)} KB`.padStart(12) +
        `${row.budget} KB`.padStart(9) +
        (row.workerKb ? `${row.workerKb.toFixed(1)} KB` : '-').padStart(10) +
        over,
    );
  }
  return lines.join('\n');
}
