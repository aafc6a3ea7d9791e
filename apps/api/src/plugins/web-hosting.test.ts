import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../test/build-test-app';

/** A fake build: index.html holding `marker`, one hashed asset under `assetsDir`. */
function writeBuild({ marker, asset }: { marker: string; asset: string }): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), `${marker}-dist-`));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><title>${marker}</title><div id="${marker}"></div>`,
  );
  fs.writeFileSync(path.join(dist, 'assets', asset), `console.log(${JSON.stringify(marker)});`);
  return dist;
}

async function get(app: Awaited<ReturnType<typeof buildTestApp>>['app'], url: string) {
  return app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
}

describe('hosting the operator console at /console', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let webDist: string;
  let consoleDist: string;
  beforeAll(async () => {
    webDist = writeBuild({ marker: 'web-root', asset: 'index-web123.js' });
    consoleDist = writeBuild({ marker: 'console-root', asset: 'index-con456.js' });
    ctx = await buildTestApp({ config: { WEB_DIST: webDist, CONSOLE_DIST: consoleDist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
    fs.rmSync(consoleDist, { recursive: true, force: true });
  });

  test('/console and every console route get the console shell, revalidated', async () => {
    for (const url of ['/console', '/console/', '/console/login', '/console/orders/12?tab=done']) {
      const response = await get(ctx.app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toContain('<div id="console-root">');
    }
  });

  test('customer routes still get the customer shell', async () => {
    for (const url of ['/', '/login', '/consoles', '/stores/console-cafe', '/nope']) {
      const response = await get(ctx.app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="web-root">');
    }
  });

  test('console assets are served from its build and cached for a year', async () => {
    const response = await get(ctx.app, '/console/assets/index-con456.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('console-root');

    const web = await get(ctx.app, '/assets/index-web123.js');
    expect(web.statusCode).toBe(200);
    expect(web.body).toContain('web-root');
  });

  test('a missing console asset is a JSON 404, not a shell', async () => {
    for (const url of ['/console/assets/missing-1.js', '/console/favicon-missing.ico']) {
      const response = await get(ctx.app, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code, url).toBe('route.not_found');
    }
  });

  test('robots.txt keeps crawlers out of the console', async () => {
    const response = await get(ctx.app, '/robots.txt');
    expect(response.body).toContain('Disallow: /console');
  });
});

describe('without a console build', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    webDist = writeBuild({ marker: 'web-root', asset: 'index-web123.js' });
    ctx = await buildTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  test('console routes are a JSON 404, never the customer shell', async () => {
    const response = await get(ctx.app, '/console/login');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('route.not_found');
  });
});

describe('with only a console build', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let consoleDist: string;
  beforeAll(async () => {
    consoleDist = writeBuild({ marker: 'console-root', asset: 'index-con456.js' });
    ctx = await buildTestApp({ config: { CONSOLE_DIST: consoleDist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(consoleDist, { recursive: true, force: true });
  });

  test('the console is still served and other pages are JSON 404s', async () => {
    expect((await get(ctx.app, '/console/login')).body).toContain('<div id="console-root">');
    expect((await get(ctx.app, '/console/assets/index-con456.js')).statusCode).toBe(200);
    expect((await get(ctx.app, '/login')).statusCode).toBe(404);
  });
});
