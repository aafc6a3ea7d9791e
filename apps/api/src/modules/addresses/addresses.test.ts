import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';
import { addresses } from './addresses.table';

type Ctx = Awaited<ReturnType<typeof buildTestApp>>;

const home = {
  lat: 12.9352,
  lng: 77.6245,
  address: '80 Feet Road, Koramangala',
  house: 'Flat 4B',
  landmark: 'Near the park',
  tag: 'home',
  city: 'Bengaluru',
  state: 'Karnataka',
};

describe('addresses', () => {
  let ctx: Ctx;
  let a: { id: number; token: string };
  let b: { id: number; token: string };
  beforeAll(async () => {
    ctx = await buildTestApp({ seed: accountDataSeed });
    a = await loginAs(ctx.db, 'a@test.dev');
    b = await loginAs(ctx.db, 'b@test.dev');
  });
  afterAll(() => ctx.close());

  const rowsOf = (userId: number) =>
    ctx.db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(addresses.id);

  test('[R3.04] save-address stores lat, lng, address, house, tag, city, state; the first becomes the default', async () => {
    const response = await postJson(ctx.app, '/public/api/save-address', {
      token: a.token,
      user_id: a.id,
      ...home,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: [{ id: expect.any(Number), user_id: a.id, ...home, is_default: true }],
    });
    const listed = await postJson(ctx.app, '/public/api/get-addresses', { token: a.token });
    expect(listed.json().data).toEqual(response.json().data);
  });

  test('[R3.04] a second address with is_default takes the default over; edits keep the id', async () => {
    const second = await postJson(ctx.app, '/public/api/save-address', {
      token: a.token,
      ...home,
      address: 'MG Road',
      tag: 'work',
      is_default: true,
    });
    const list = second.json().data;
    expect(
      list.map((row: { address: string; is_default: boolean }) => [row.address, row.is_default]),
    ).toEqual([
      ['MG Road', true],
      ['80 Feet Road, Koramangala', false],
    ]);
    const edited = await postJson(ctx.app, '/public/api/save-address', {
      token: a.token,
      ...home,
      id: list[1].id,
      address: '80 Feet Road, 5th Block',
      house: null,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data[1]).toMatchObject({
      id: list[1].id,
      address: '80 Feet Road, 5th Block',
      house: null,
      is_default: false,
    });
  });

  test.each([
    [{ ...home, lat: 91 }, 'lat'],
    [{ ...home, lng: -180.5 }, 'lng'],
    [{ ...home, lat: '12.9' }, 'lat'],
    [{ ...home, address: '   ' }, 'address'],
    [{ ...home, tag: 'x'.repeat(51) }, 'tag'],
  ])('save-address with %j is a 400 naming %s and writes nothing', async (body, field) => {
    const before = await rowsOf(a.id);
    const response = await postJson(ctx.app, '/public/api/save-address', {
      token: a.token,
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('request.invalid');
    expect(response.json().error.issues[0].path).toBe(field);
    expect(await rowsOf(a.id)).toEqual(before);
  });

  test('[R6.03] customer B cannot edit, delete or make default A’s address: 404 addresses.not_found, nothing changes', async () => {
    const before = await rowsOf(a.id);
    const target = before[0]?.id ?? 0;
    const calls: [string, object][] = [
      ['save-address', { ...home, id: target, address: 'Stolen' }],
      ['delete-address', { address_id: target }],
      ['set-default-address', { address_id: target }],
    ];
    for (const [call, body] of calls) {
      const response = await postJson(ctx.app, `/public/api/${call}`, { token: b.token, ...body });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('addresses.not_found');
    }
    const asA = await postJson(ctx.app, '/public/api/get-addresses', {
      token: b.token,
      user_id: a.id,
    });
    expect(asA.statusCode).toBe(403);
    expect(await rowsOf(a.id)).toEqual(before);
    expect(await rowsOf(b.id)).toEqual([]);
  });

  test('set-default-address moves the one default; delete-address of the default promotes the newest', async () => {
    const before = await rowsOf(a.id);
    const older = before.find((row) => !row.isDefault);
    const response = await postJson(ctx.app, '/public/api/set-default-address', {
      token: a.token,
      address_id: older?.id,
    });
    expect(response.statusCode).toBe(200);
    const defaults = (await rowsOf(a.id)).filter((row) => row.isDefault);
    expect(defaults.map((row) => row.id)).toEqual([older?.id]);

    const removed = await postJson(ctx.app, '/public/api/delete-address', {
      token: a.token,
      address_id: older?.id,
    });
    expect(removed.statusCode).toBe(200);
    const after = await rowsOf(a.id);
    expect(after.map((row) => row.isDefault)).toEqual([true]);
    const again = await postJson(ctx.app, '/public/api/delete-address', {
      token: a.token,
      address_id: older?.id,
    });
    expect(again.statusCode).toBe(404);
  });

  test('concurrent set-default-address calls (truly parallel on PostgreSQL) end with exactly one default', async () => {
    const c = await loginAs(ctx.db, 'owner@test.dev');
    for (let index = 0; index < 5; index += 1) {
      await postJson(ctx.app, '/public/api/save-address', {
        token: c.token,
        ...home,
        address: `Address ${index}`,
      });
    }
    const ids = (await rowsOf(c.id)).map((row) => row.id);
    const responses = await Promise.all(
      [...ids, ...ids].map((id) =>
        postJson(ctx.app, '/public/api/set-default-address', { token: c.token, address_id: id }),
      ),
    );
    for (const response of responses) expect(response.statusCode).toBe(200);
    expect((await rowsOf(c.id)).filter((row) => row.isDefault)).toHaveLength(1);
  });

  test('address calls need a token: 401 auth.unauthenticated', async () => {
    for (const [call, body] of [
      ['get-addresses', {}],
      ['save-address', home],
      ['delete-address', { address_id: 1 }],
      ['set-default-address', { address_id: 1 }],
    ] as const) {
      const response = await postJson(ctx.app, `/public/api/${call}`, body);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('auth.unauthenticated');
    }
  });
});
