import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { deliverySeed } from '../delivery/delivery.fixture';
import { loadMenu } from '../orders/orders.fixture';
import { loginAs } from '../profile/account-data.fixture';
import { startFakeS3Server } from '../profile/fake-s3-server.fixture';

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(40, 9),
]);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;
const keys = {
  accessKeyId: 'AKIDSWIFTBITECONSOLE',
  secretAccessKey: 'the-console-secret',
  region: 'eu-west-1',
};
const PUBLIC_URL = 'https://cdn.swiftbite.test/media';

/**
 * Issue 19: with S3_* set, every image the console uploads (store logo and banner, menu item,
 * home slides and tiles, image settings) goes to the bucket, signed, and answers a URL under
 * S3_PUBLIC_URL, so any instance serves it (no instance's disk holds it).
 */
describe('console images in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3Server>>;
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  let admin: { token: string };
  let owner: { token: string };
  let storeId: number;

  beforeAll(async () => {
    s3 = await startFakeS3Server(keys);
    ctx = await buildTestApp({
      seed: deliverySeed,
      config: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'media',
        S3_REGION: keys.region,
        S3_ACCESS_KEY_ID: keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
        S3_PUBLIC_URL: `${PUBLIC_URL}/`,
        S3_FORCE_PATH_STYLE: true,
      },
    });
    admin = await loginAs(ctx.db, 'admin@test.dev');
    owner = await loginAs(ctx.db, 'owner@test.dev');
    storeId = (await loadMenu(ctx.db)).storeId;
  });
  afterAll(async () => {
    await ctx.close();
    await s3.close();
  });

  /** Uploads through a console call; answers the URL after checking the bucket holds the bytes. */
  const uploadLands = async (path: string, body: Record<string, unknown>) => {
    const response = await postJson(ctx.app, `/public/api/console/${path}`, {
      ...body,
      image: PNG_DATA_URL,
    });
    expect(response.statusCode, path).toBe(200);
    const url = response.json().data.url as string;
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/avatars/[a-f0-9]{32}\\.png$`));
    const stored = s3.objects.get(`/media/avatars/${url.split('/').pop()}`);
    expect(stored?.body.equals(PNG)).toBe(true);
    expect(stored?.contentType).toBe('image/png');
    return url;
  };

  test('store logo and banner, item image, slide image and an image setting all land in the bucket', async () => {
    const before = s3.objects.size;
    const logo = await uploadLands('admin/stores/upload-image', { token: admin.token });
    const banner = await uploadLands('admin/stores/upload-image', { token: admin.token });
    const item = await uploadLands('menu/upload-image', { token: owner.token, store_id: storeId });
    const slide = await uploadLands('admin/content/upload-image', { token: admin.token });
    const setting = await uploadLands('admin/settings/upload-image', {
      token: admin.token,
      key: 'storeLogo',
    });
    expect(new Set([logo, banner, item, slide, setting]).size).toBe(5);
    expect(s3.objects.size).toBe(before + 5);
    expect(s3.requests.every((request) => request.isSignatureValid)).toBe(true);
  });

  test('the slide image URL from the bucket is accepted as a category slide’s image', async () => {
    const url = await uploadLands('admin/content/upload-image', { token: admin.token });
    const saved = await postJson(
      ctx.app,
      '/public/api/console/admin/content/category-slides/save',
      {
        token: admin.token,
        fields: { name: 'Fresh', image: url, link: '', is_active: true },
      },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(JSON.stringify(saved.json().data)).toContain(url);
  });

  test('a slide upload that is not an image, or by a store owner, stores nothing', async () => {
    const before = s3.objects.size;
    const notImage = await postJson(ctx.app, '/public/api/console/admin/content/upload-image', {
      token: admin.token,
      image: `data:image/png;base64,${Buffer.from('plain text').toString('base64')}`,
    });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error.code).toBe('profile.invalid_avatar');
    const byOwner = await postJson(ctx.app, '/public/api/console/admin/content/upload-image', {
      token: owner.token,
      image: PNG_DATA_URL,
    });
    expect(byOwner.statusCode).toBe(403);
    expect(s3.objects.size).toBe(before);
  });
});
