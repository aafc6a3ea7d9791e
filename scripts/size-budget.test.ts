import { describe, expect, it } from 'vitest';
import {
  budgetKb,
  failures,
  formatTable,
  gzipBytes,
  isPageScript,
  isWorkerScript,
  sumScripts,
} from './size-budget.mjs';

const asset = (name: string) => `http://127.0.0.1:4405/assets/${name}`;

describe('[H8.13] npm run size measures what a first visit downloads', () => {
  it('counts the page scripts and module preloads, never the service worker precache', () => {
    expect(isPageScript({ url: asset('index-a1.js'), resourceType: 'script', status: 200 })).toBe(
      true,
    );
    // A precache copy fetched by the worker is not a script the page loads.
    expect(
      isPageScript({
        url: asset('home-b2.js'),
        resourceType: 'fetch',
        status: 200,
        fromServiceWorker: true,
      }),
    ).toBe(false);
    expect(isPageScript({ url: asset('x.js'), resourceType: 'script', status: 404 })).toBe(false);
    expect(
      isPageScript({ url: 'http://h/public/api/get-settings', resourceType: 'fetch', status: 200 }),
    ).toBe(false);
  });

  it('lists the worker own scripts apart', () => {
    const sw = { url: 'http://h/sw.js', resourceType: 'script', fromServiceWorker: true };
    expect(isPageScript(sw)).toBe(false);
    expect(isWorkerScript(sw)).toBe(true);
    expect(
      isWorkerScript({
        url: 'http://h/workbox-1.js',
        resourceType: 'other',
        fromServiceWorker: true,
      }),
    ).toBe(true);
    expect(
      isWorkerScript({ url: asset('home-b2.js'), resourceType: 'fetch', fromServiceWorker: true }),
    ).toBe(false);
  });

  it('sums each script once, gzipped at level 9', () => {
    const body = Buffer.from('export const a = 1;\n'.repeat(200));
    const size = gzipBytes(body);
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThan(body.length / 10);
    const sum = sumScripts([
      { url: asset('a.js'), gzip: 1024 },
      { url: asset('a.js'), gzip: 1024 },
      { url: asset('b.js'), gzip: 2048 },
    ]);
    expect(sum).toEqual({ files: 2, kb: 3 });
  });

  it('holds / to 130 KB and every other page to 150 KB, and fails a page that loaded nothing', () => {
    expect(budgetKb('/')).toBe(130);
    expect(budgetKb('/?open=/food')).toBe(130);
    expect(budgetKb('/food')).toBe(150);
    const rows = [
      { name: '/', files: 10, kb: 130.1, budget: 130 },
      { name: '/food', files: 10, kb: 149.9, budget: 150 },
      { name: '/cart', files: 0, kb: 0, budget: 150 },
    ];
    expect(failures(rows).map((row) => row.name)).toEqual(['/', '/cart']);
    const table = formatTable(rows);
    expect(table).toMatch(/^\/ +10 +130\.1 KB +130 KB +- +OVER$/m);
    expect(table).toMatch(/^\/cart .*NOTHING LOADED$/m);
    expect(table).not.toMatch(/^\/food .*OVER/m);
  });
});
