import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { auditLog } from '../audit/audit.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const pngDataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** Issue 17: image settings (logo, banners, icons) take an upload as store logos do. */
describe('console settings image upload', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let dataDir: string;
  let admin: { id: number; token: string };

  const upload = (token: string, body: Record<string, unknown>) =>
    postJson(ctx.app, '/public/api/console/admin/settings/upload-image', { ...body, token });
  const storedFiles = async () =>
    readdir(path.join(dataDir, 'uploads', 'avatars')).catch(() => [] as string[]);
  const uploadAudits = () =>
    ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'console.settings.upload-image'))
      .orderBy(desc(auditLog.id));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'swiftbite-setting-images-'));
    ctx = await buildTestApp({
      config: { DATA_DIR: dataDir },
      seed: {
        ...accountDataSeed,
        settings: [{ key: 'storeLogo', value: '/images/old-logo.png' }],
      },
    });
    admin = await loginAs(ctx.db, 'admin@test.dev');
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test('a PNG for the logo is stored, served from its URL and audited; the setting is untouched', async () => {
    const png = Buffer.concat([PNG_MAGIC, Buffer.alloc(32, 7)]);
    const response = await upload(admin.token, { key: 'storeLogo', image: pngDataUrl(png) });
    expect(response.statusCode).toBe(200);
    const url = response.json().data.url as string;
    expect(url).toMatch(/^\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    expect(await storedFiles()).toEqual([url.split('/').pop()]);
    const served = await ctx.app.inject({ method: 'GET', url });
    expect(served.rawPayload.equals(png)).toBe(true);
    const audits = await uploadAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorUserId: admin.id,
      details: { after: { key: 'storeLogo', url } },
    });
    // The URL goes into the field; only a save changes the setting.
    const settings = await postJson(ctx.app, '/public/api/console/admin/settings/get', {
      token: admin.token,
    });
    expect(settings.json().data.values.storeLogo).toBe('/images/old-logo.png');
  });

  test('a non-image, an oversize image, a non-image setting, an unknown key or field are refused and nothing is written', async () => {
    const files = await storedFiles();
    const audits = (await uploadAudits()).length;
    const png = pngDataUrl(Buffer.concat([PNG_MAGIC, Buffer.alloc(8)]));
    const cases: [Record<string, unknown>, number, string][] = [
      [
        { key: 'storeLogo', image: pngDataUrl(Buffer.from('not an image at all')) },
        400,
        'profile.invalid_avatar',
      ],
      [
        {
          key: 'storeLogo',
          image: `data:text/html;base64,${Buffer.from('<b>').toString('base64')}`,
        },
        400,
        'profile.invalid_avatar',
      ],
      // 1 MB and one byte: decodes, but is over the limit.
      [
        {
          key: 'storeLogo',
          image: pngDataUrl(Buffer.concat([PNG_MAGIC, Buffer.alloc(1024 * 1024 - 7)])),
        },
        400,
        'profile.invalid_avatar',
      ],
      // Longer than any 1 MB image can be as base64.
      [
        { key: 'storeLogo', image: `data:image/png;base64,${'A'.repeat(1_500_001)}` },
        400,
        'request.invalid',
      ],
      [{ key: 'noSuchSetting', image: png }, 400, 'settings.unknown_key'],
      [{ key: 'storeName', image: png }, 400, 'settings.not_an_image'],
      [{ key: 'storeLogo', image: png, extra: 'x' }, 400, 'request.invalid'],
      [{ key: '', image: png }, 400, 'request.invalid'],
    ];
    for (const [body, status, code] of cases) {
      const response = await upload(admin.token, body);
      expect(
        [response.statusCode, response.json().error?.code],
        JSON.stringify(body).slice(0, 80),
      ).toEqual([status, code]);
    }
    const tooBig = await upload(admin.token, { key: 'storeLogo', image: 'A'.repeat(2_100_000) });
    expect(tooBig.statusCode).toBe(413);
    expect(await storedFiles()).toEqual(files);
    expect((await uploadAudits()).length).toBe(audits);
  });
});
