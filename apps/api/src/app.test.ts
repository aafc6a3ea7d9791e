import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { pendingMigrations, shippedMigrations } from './db/readiness';
import { buildTestApp, postJson } from './test/build-test-app';
import { createTestDatabase } from './test/test-database';
import { demoData } from './seed/demo-data';
import { users } from './modules/accounts/accounts.table';
import { verifyPassword } from './lib/passwords';
import { settings } from './modules/settings/settings.table';

describe('request plumbing', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  beforeAll(async () => {
    ctx = await buildTestApp({
      seed: { settings: [{ key: 'storeName', value: 'Plumbing' }] },
      config: { BODY_LIMIT_BYTES: 2048 },
    });
  });
  afterAll(() => ctx.close());

  test('malformed JSON is a 400 request.malformed_json and writes nothing', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-single-language',
      headers: { 'content-type': 'application/json' },
      payload: '{"id": 1,',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: { code: 'request.malformed_json', message: 'The request body is not valid JSON.' },
    });
  });

  test('a body over the limit is a 413 request.body_too_large', async () => {
    const response = await postJson(ctx.app, '/public/api/search-locations', {
      query: 'x'.repeat(4096),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('request.body_too_large');
  });

  test('a body that is not JSON is a 415 request.unsupported_media_type', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/search-locations',
      headers: { 'content-type': 'text/plain' },
      payload: 'query=x',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('request.unsupported_media_type');
  });

  test('JSON that tries prototype poisoning is refused', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/search-locations',
      headers: { 'content-type': 'application/json' },
      payload: '{"query":"x","__proto__":{"polluted":true}}',
    });
    expect(response.statusCode).toBe(400);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  test('[R7.01] an unknown call is a JSON 404 route.not_found', async () => {
    const response = await postJson(ctx.app, '/public/api/no-such-call');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json().error.code).toBe('route.not_found');
  });

  test('a GET on a POST call is a JSON 404, not the web app', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/public/api/get-settings' });
    expect(response.statusCode).toBe(404);
    expect(response.json().success).toBe(false);
  });

  test('security headers are set by helmet', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/version.json' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // Google sign-in's script and button frame, nothing wider from accounts.google.com; Stripe.js,
    // its frames (3-D Secure's too) and its API for the card sheet; Razorpay's checkout.js and frame.
    expect(response.headers['content-security-policy']).toContain(
      "script-src 'self' https://www.googletagmanager.com https://connect.facebook.net https://accounts.google.com/gsi/client https://js.stripe.com https://checkout.razorpay.com;",
    );
    expect(response.headers['content-security-policy']).toContain(
      "frame-src 'self' https://accounts.google.com/gsi/ https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com https://api.razorpay.com;",
    );
    expect(response.headers['content-security-policy']).toMatch(
      /connect-src 'self' [^;]* https:\/\/api\.stripe\.com https:\/\/lumberjack\.razorpay\.com;/,
    );
    // Checkout posts forms to Paytm's and PayU's payment pages, and to no other host.
    expect(response.headers['content-security-policy']).toContain(
      "form-action 'self' https://securegw.paytm.in https://securegw-stage.paytm.in https://secure.payu.in https://test.payu.in;",
    );
    expect(response.headers['strict-transport-security']).toBeDefined();
  });

  test('/healthz reports the database as reachable', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  test('/readyz is ready when every shipped migration is applied, and names the pending ones otherwise', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ready' });
    const shipped = shippedMigrations();
    expect(shipped.length).toBeGreaterThan(10);
    expect(await pendingMigrations(ctx.db)).toEqual([]);
    // A build one migration ahead of this database: that migration is pending.
    const next = { tag: '9999_next', when: shipped.at(-1)!.when + 1 };
    expect(await pendingMigrations(ctx.db, [...shipped, next])).toEqual(['9999_next']);
  });

  test('the OpenAPI document generated from the zod schemas is served under /public/api/docs', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/public/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const document = json.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/version.json',
        '/public/api/get-settings',
        '/public/api/get-all-languages',
        '/public/api/get-single-language',
        '/public/api/popular-geo-locations',
        '/public/api/coordinate-to-address',
        '/public/api/search-locations',
      ]),
    );
    const reverse = document.paths['/public/api/coordinate-to-address'].post;
    expect(reverse.requestBody.content['application/json'].schema.required).toEqual(['lat', 'lng']);
    const ui = await ctx.app.inject({ method: 'GET', url: '/public/api/docs' });
    expect([200, 302]).toContain(ui.statusCode);
  });

  test('JSON answers are compressed for clients that accept it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/public/api/get-openapi-sized-payload-does-not-exist',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(404);
    const docs = await ctx.app.inject({
      method: 'GET',
      url: '/public/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(docs.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(docs.rawPayload).toString()).openapi).toMatch(/^3\./);
  });
});

describe('server errors', () => {
  test('a 5xx never leaks internals: the database failure becomes server.internal', async () => {
    const ctx = await buildTestApp();
    await ctx.db.execute(sql`drop table ${settings}`);
    try {
      const response = await postJson(ctx.app, '/public/api/get-settings');
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        error: { code: 'server.internal', message: 'Something went wrong on our side.' },
      });
      expect(response.body).not.toMatch(/settings|relation|sql|stack/i);
    } finally {
      await ctx.close();
    }
  });
});

describe('hosting the web app', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let webDist: string;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
    fs.mkdirSync(path.join(webDist, 'assets'));
    fs.writeFileSync(
      path.join(webDist, 'index.html'),
      '<!doctype html><title>Swiftbite</title><div id="root"></div>',
    );
    fs.writeFileSync(
      path.join(webDist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(5000))});`,
    );
    fs.writeFileSync(path.join(webDist, 'sw.js'), 'self.addEventListener("install", () => {});');
    ctx = await buildTestApp({ config: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  test('/ serves the app shell, revalidated on every visit', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  test('[R2.01] a client route falls back to the app shell', async () => {
    for (const url of [
      '/search-location',
      '/stores/some-store/12',
      '/running-order/ABC-123?x=1',
      '/nope',
    ]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root">');
    }
  });

  test('hashed assets are cached for a year and compressed', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(['br', 'gzip']).toContain(response.headers['content-encoding']);
  });

  test('files outside assets (the service worker) are revalidated', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  test('a missing asset is a 404, not the app shell', async () => {
    for (const url of ['/assets/missing-123.js', '/images/missing.png', '/favicon-missing.ico']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html' },
      });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('<div id="root">');
    }
  });

  test('API paths are never swallowed by the fallback', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/public/api/anything',
      headers: { accept: 'text/html' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('route.not_found');
  });

  test('robots.txt is real: crawl the storefront, not the API or private areas', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('User-agent: *');
    expect(response.body).toContain('Disallow: /public/api/');
    expect(response.body).toContain('Allow: /');
  });
});

describe('database module', () => {
  test('cube, earthdistance and pg_trgm are installed by the migrations', async () => {
    const database = await createTestDatabase();
    try {
      const result = await database.db.execute(
        sql`select round(earth_distance(ll_to_earth(12.9719, 77.6412), ll_to_earth(12.9352, 77.6245))) as metres, similarity('koramangala', 'koramangla') > 0.5 as similar`,
      );
      const row = (result as unknown as { rows: { metres: string | number; similar: boolean }[] })
        .rows[0];
      expect(Number(row?.metres)).toBeGreaterThan(4400);
      expect(Number(row?.metres)).toBeLessThan(4600);
      expect(row?.similar).toBe(true);
    } finally {
      await database.destroy();
    }
  });

  test('the demo accounts have argon2id password hashes that verify demopassword', async () => {
    const database = await createTestDatabase({ users: demoData.users });
    try {
      const rows = await database.db.select().from(users).orderBy(users.id);
      expect(rows.map((row) => [row.email, row.role])).toEqual([
        ['customer@demo.test', 'customer'],
        ['rider@demo.test', 'rider'],
        ['newrider@demo.test', 'rider'],
        ['owner@demo.test', 'store_owner'],
        ['admin@demo.test', 'admin'],
        ['support@demo.test', 'admin'],
        ['agent@demo.test', 'agent'],
      ]);
      for (const row of rows) {
        expect(row.passwordHash).toMatch(/^\$argon2id\$/);
        expect(
          await verifyPassword({ hash: row.passwordHash ?? '', password: 'demopassword' }),
        ).toBe(true);
        expect(await verifyPassword({ hash: row.passwordHash ?? '', password: 'wrong' })).toBe(
          false,
        );
      }
    } finally {
      await database.destroy();
    }
  });

  test('email addresses are unique regardless of case', async () => {
    const database = await createTestDatabase({ users: [{ name: 'A', email: 'a@demo.test' }] });
    try {
      await expect(
        database.db.insert(users).values({ name: 'B', email: 'A@Demo.Test' }),
      ).rejects.toThrow();
    } finally {
      await database.destroy();
    }
  });
});

describe('SEO and Open Graph tags in the app shell', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let webDist: string;
  const builtShell = [
    '<!doctype html><html><head>',
    '<meta name="description" content="Built-in description" />',
    '<title>Built title</title>',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n');
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-seo-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), builtShell);
    ctx = await buildTestApp({
      config: { WEB_DIST: webDist },
      seed: {
        settings: [
          { key: 'seoMetaTitle', value: 'Swiftbite & friends' },
          { key: 'seoMetaDescription', value: 'Fast <b>food</b> "delivered"' },
          { key: 'seoOgTitle', value: 'OG </title><script>alert(1)</script>' },
          { key: 'seoOgDescription', value: 'Costs $& less' },
          { key: 'seoOgImage', value: '/images/hero.svg' },
          { key: 'seoOgUrl', value: '' },
          { key: 'seoTwitterTitle', value: 'Tweet title' },
          { key: 'vapidPrivateKey', value: 'private-vapid', isPublic: false },
        ],
      },
    });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  test('[R3.01] the shell carries the settings as title, description, og and twitter tags, escaped', async () => {
    for (const url of ['/', '/stores/some-store']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', host: 'shop.example' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toContain('text/html');
      const html = response.body;
      expect(html).toContain('<title>Swiftbite &amp; friends</title>');
      expect(html).toContain(
        '<meta name="description" content="Fast &lt;b&gt;food&lt;/b&gt; &quot;delivered&quot;" />',
      );
      expect(html).not.toContain('Built-in description');
      expect(html).toContain(
        '<meta property="og:title" content="OG &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
      );
      expect(html).not.toContain('<script>alert(1)</script>');
      expect(html).toContain('<meta property="og:description" content="Costs $&amp; less" />');
      expect(html).toContain(
        '<meta property="og:image" content="http://shop.example/images/hero.svg" />',
      );
      expect(html).toContain('<meta name="twitter:title" content="Tweet title" />');
      // Empty settings write no tag; secrets never reach the page.
      expect(html).not.toContain('og:url');
      expect(html).not.toContain('private-vapid');
      expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
      expect(html).toContain('<div id="root"></div>');
    }
  });

  test('the built index.html on disk is left unchanged', async () => {
    await ctx.app.inject({ method: 'GET', url: '/' });
    expect(fs.readFileSync(path.join(webDist, 'index.html'), 'utf8')).toBe(builtShell);
  });
});
