import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { users } from '../accounts/accounts.table';
import { accountDataSeed, loginAs } from './account-data.fixture';
import { startFakeS3Server } from './fake-s3-server.fixture';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(48, 7),
]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32, 2)]);
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`;

const keys = {
  accessKeyId: 'AKIDSWIFTBITETEST',
  secretAccessKey: 'the-right-secret',
  region: 'ap-south-1',
};
const PUBLIC_URL = 'https://cdn.swiftbite.test/avatars-bucket';

describe('avatars in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startFakeS3Server>>;
  let ctx: Ctx;
  let wrongSecret: Ctx;
  beforeAll(async () => {
    s3 = await startFakeS3Server(keys);
    const s3Config = {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'avatars-bucket',
      S3_REGION: keys.region,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      S3_PUBLIC_URL: `${PUBLIC_URL}/`,
      S3_FORCE_PATH_STYLE: true,
    };
    ctx = await buildTestApp({ seed: accountDataSeed, config: s3Config });
    wrongSecret = await buildTestApp({
      seed: accountDataSeed,
      config: { ...s3Config, S3_SECRET_ACCESS_KEY: 'a-wrong-secret' },
    });
  });
  afterAll(async () => {
    await ctx.close();
    await wrongSecret.close();
    await s3.close();
  });

  const avatarOf = async (db: Ctx['db'], id: number) =>
    (await db.select({ avatar: users.avatar }).from(users).where(eq(users.id, id)))[0]?.avatar;

  test('change-avatar PUTs the image with a valid signature and answers a URL under S3_PUBLIC_URL', async () => {
    const a = await loginAs(ctx.db, 'a@test.dev');
    const response = await postJson(ctx.app, '/public/api/change-avatar', {
      token: a.token,
      avatar: dataUrl('image/png', PNG),
    });
    expect(response.statusCode).toBe(200);
    const url: string = response.json().data.avatar;
    expect(url).toMatch(new RegExp(`^${PUBLIC_URL}/avatars/[a-f0-9]{32}\\.png$`));
    expect(await avatarOf(ctx.db, a.id)).toBe(url);

    const put = s3.requests.at(-1);
    expect(put).toMatchObject({ method: 'PUT', isSignatureValid: true });
    expect(put?.headers['x-amz-content-sha256']).toMatch(/^[0-9a-f]{64}$/);
    const key = `/avatars-bucket/avatars/${url.split('/').pop()}`;
    expect(put?.path).toBe(key);
    const stored = s3.objects.get(key);
    expect(stored?.contentType).toBe('image/png');
    expect(stored?.body.equals(PNG)).toBe(true);
  });

  test('a new avatar replaces the old object: the old one is DELETEd with a valid signature', async () => {
    const b = await loginAs(ctx.db, 'b@test.dev');
    const first = await postJson(ctx.app, '/public/api/change-avatar', {
      token: b.token,
      avatar: dataUrl('image/png', PNG),
    });
    const firstKey = `/avatars-bucket/avatars/${String(first.json().data.avatar).split('/').pop()}`;
    expect(s3.objects.has(firstKey)).toBe(true);
    const second = await postJson(ctx.app, '/public/api/change-avatar', {
      token: b.token,
      avatar: dataUrl('image/jpeg', JPEG),
    });
    expect(second.statusCode).toBe(200);
    expect(second.json().data.avatar).toMatch(/\.jpg$/);
    expect(s3.objects.has(firstKey)).toBe(false);
    expect(s3.requests.at(-1)).toMatchObject({
      method: 'DELETE',
      path: firstKey,
      isSignatureValid: true,
    });
  });

  test('when the bucket refuses the signature (wrong secret), change-avatar is a 502 and the avatar stays', async () => {
    const a = await loginAs(wrongSecret.db, 'a@test.dev');
    const objectsBefore = s3.objects.size;
    const response = await postJson(wrongSecret.app, '/public/api/change-avatar', {
      token: a.token,
      avatar: dataUrl('image/png', PNG),
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error.code).toBe('profile.avatar_storage_unavailable');
    expect(s3.requests.at(-1)).toMatchObject({ method: 'PUT', isSignatureValid: false });
    expect(s3.objects.size).toBe(objectsBefore);
    expect(await avatarOf(wrongSecret.db, a.id)).toBeNull();
  });
});
