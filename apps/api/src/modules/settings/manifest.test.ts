import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { pwaSettings } from '../../seed/settings/pwa';

describe('web app manifest', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let webDist: string;

  beforeAll(async () => {
    // A stand-in web build, so the static hosting and its SPA fallback are in play.
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-test-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(webDist, 'sw.js'), '// worker');
    fs.writeFileSync(path.join(webDist, 'workbox-1234abcd.js'), '// workbox');
    ctx = await buildTestApp({
      seed: {
        settings: [
          { key: 'storeName', value: 'Test Kitchen' },
          { key: 'storeColor', value: '#123456' },
          ...pwaSettings.filter((setting) => setting.key !== 'pwaIconMaskable'),
          { key: 'pwaIconMaskable', value: '/uploads/brand-maskable.webp' },
        ],
      },
      config: { WEB_DIST: webDist },
    });
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  test('GET /manifest.webmanifest is built from the public settings', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({
      name: 'Test Kitchen',
      short_name: 'Test Kitchen',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#123456',
      background_color: '#ffffff',
    });
  });

  test('the manifest lists PNG icons of 192 and 512 px and the operator-set maskable icon', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.json().icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      {
        src: '/uploads/brand-maskable.webp',
        sizes: '512x512',
        type: 'image/webp',
        purpose: 'maskable',
      },
    ]);
  });

  test('the demo icons exist in the web app as PNGs of the declared sizes', () => {
    const publicDir = path.resolve(__dirname, '../../../../web/public');
    const expected: Record<string, number> = {
      pwaIcon192: 192,
      pwaIcon512: 512,
      pwaIconMaskable: 512,
    };
    for (const { key, value } of pwaSettings) {
      const png = fs.readFileSync(path.join(publicDir, value));
      // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
      expect(png.subarray(1, 4).toString('latin1'), key).toBe('PNG');
      expect(png.readUInt32BE(16), key).toBe(expected[key]);
      expect(png.readUInt32BE(20), key).toBe(expected[key]);
    }
  });

  test('the service worker scripts are revalidated on every load, never cached for long', async () => {
    for (const url of ['/sw.js', '/workbox-1234abcd.js']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
    }
  });
});

describe('web app manifest without operator settings', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: { settings: [{ key: 'pwaIcon192', value: '  ' }] } });
  });
  afterAll(() => ctx.close());

  test('blank or missing settings fall back to the built-in name, colour and icons', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(response.statusCode).toBe(200);
    const manifest = response.json();
    expect(manifest.name).toBe('Swiftbite');
    expect(manifest.theme_color).toBe('#fc8019');
    expect(manifest.icons.map((icon: { src: string }) => icon.src)).toEqual([
      '/icons/icon-192.png',
      '/icons/icon-512.png',
      '/icons/icon-maskable-512.png',
    ]);
  });
});
