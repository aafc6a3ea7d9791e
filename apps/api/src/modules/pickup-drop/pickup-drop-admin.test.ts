import { desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { priceCourierTask } from '@app/shared/courier/courier.models';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { haversineKm } from '../../lib/geo/delivery-area';
import { demoSettings } from '../../seed/demo-settings';
import { auditLog } from '../audit/audit.table';
import { accountDataSeed, loginAs } from '../profile/account-data.fixture';
import { appVersions, settings } from '../settings/settings.table';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };
const MYSURU = { latitude: 12.2958, longitude: 76.6394 };
const MYSURU_PALACE = { latitude: 12.3052, longitude: 76.6552 };
const mysuruZone = { name: 'Mysuru', ...MYSURU, radiusKm: 12 };

/** A valid save: always open and no surcharge, so a quote does not depend on the hour. */
const validBody = () => ({
  is_enabled: true,
  task_types: ['parcel', 'documents'],
  tariff: {
    baseFareMinor: 5000,
    baseDistanceKm: 1,
    perKmMinor: 1500,
    weightBands: [
      { maxKg: 3, feeMinor: 500 },
      { maxKg: 12, feeMinor: 2000 },
    ],
    minDistanceKm: 0.5,
    maxDistanceKm: 15,
    surcharges: [] as { from: string; to: string; bps: number; label: string }[],
    taxBps: 500,
    serviceHours: null as { open: string; close: string } | null,
  },
  zones: [{ name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 30 }],
  proof_photo_allowed: false,
  dispatch_radius_km: 5,
});

/** The operator's pickup-and-drop settings (issue 16): admins read and save them, nobody else. */
describe('console: pickup and drop settings', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const tokens: Record<'admin' | 'owner' | 'rider' | 'customer', string> = {
    admin: '',
    owner: '',
    rider: '',
    customer: '',
  };
  let adminId = 0;

  const call = (path: 'get' | 'save', token: string | undefined, body: object = {}) =>
    postJson(ctx.app, `/public/api/console/${path}-pickup-drop-settings`, { ...body, token });

  /** Everything a save could change. */
  const snapshot = async () =>
    JSON.stringify({
      rows: await ctx.db
        .select({ key: settings.key, value: settings.value })
        .from(settings)
        .where(like(settings.key, 'pickupDrop%'))
        .orderBy(settings.key),
      audit: await ctx.db.select({ id: auditLog.id }).from(auditLog),
      versions: await ctx.db.select().from(appVersions),
    });

  beforeAll(async () => {
    ctx = await buildTestApp({ seed: accountDataSeed });
    await ctx.db
      .insert(settings)
      .values(
        demoSettings
          .filter((row) => row.key.startsWith('pickupDrop'))
          .map((row) => ({ key: row.key, value: row.value, isPublic: true })),
      );
    const admin = await loginAs(ctx.db, 'admin@test.dev');
    adminId = admin.id;
    tokens.admin = admin.token;
    tokens.owner = (await loginAs(ctx.db, 'owner@test.dev')).token;
    tokens.rider = (await loginAs(ctx.db, 'rider@test.dev')).token;
    tokens.customer = (await loginAs(ctx.db, 'a@test.dev')).token;
  });
  afterAll(() => ctx.close());

  test('an admin reads the settings as stored, with nothing wrong', async () => {
    const response = await call('get', tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      is_enabled: true,
      is_live: true,
      task_types: ['documents', 'food', 'parcel', 'keys', 'laundry', 'custom'],
      tariff: { baseFareMinor: 4000, perKmMinor: 1000 },
      zones: [
        { name: 'Bengaluru', radiusKm: 25 },
        { name: 'Mysuru', radiusKm: 12 },
      ],
      proof_photo_allowed: true,
      dispatch_radius_km: 8,
      problems: [],
    });
  });

  test('store owners, riders and customers get 403, guests 401, and nothing changes', async () => {
    const before = await snapshot();
    for (const who of ['owner', 'rider', 'customer'] as const) {
      for (const path of ['get', 'save'] as const) {
        const response = await call(path, tokens[who], path === 'save' ? validBody() : {});
        expect([response.statusCode, response.json().error.code], `${who} ${path}`).toEqual([
          403,
          'console.admin_only',
        ]);
      }
    }
    for (const path of ['get', 'save'] as const) {
      const response = await call(path, undefined, path === 'save' ? validBody() : {});
      expect([response.statusCode, response.json().error.code]).toEqual([
        401,
        'auth.unauthenticated',
      ]);
    }
    expect(await snapshot()).toBe(before);
  });

  test('bad input is a 400 naming the field, and nothing is written', async () => {
    const before = await snapshot();
    const body = validBody();
    const zone = body.zones[0]!;
    const withTariff = (change: Record<string, unknown>) => ({
      ...body,
      tariff: { ...body.tariff, ...change },
    });
    const surcharge = { from: '22:00', to: '06:00', bps: 2500, label: 'Night' };
    const cases: [string, unknown, string][] = [
      [
        'descending weight bands',
        withTariff({
          weightBands: [
            { maxKg: 10, feeMinor: 0 },
            { maxKg: 5, feeMinor: 100 },
          ],
        }),
        'tariff.weightBands.1.maxKg',
      ],
      [
        'a heavier band costing less',
        withTariff({
          weightBands: [
            { maxKg: 5, feeMinor: 900 },
            { maxKg: 10, feeMinor: 100 },
          ],
        }),
        'tariff.weightBands.1.feeMinor',
      ],
      [
        '25:00',
        withTariff({ serviceHours: { open: '07:00', close: '25:00' } }),
        'tariff.serviceHours.close',
      ],
      [
        'a surcharge at 7:5',
        withTariff({ surcharges: [{ ...surcharge, from: '7:5' }] }),
        'tariff.surcharges.0.from',
      ],
      ['negative fare', withTariff({ baseFareMinor: -100 }), 'tariff.baseFareMinor'],
      ['fractional paise', withTariff({ perKmMinor: 10.5 }), 'tariff.perKmMinor'],
      [
        '100,000-character label',
        withTariff({ surcharges: [{ ...surcharge, label: 'x'.repeat(100_000) }] }),
        'tariff.surcharges.0.label',
      ],
      [
        'NUL character',
        withTariff({ surcharges: [{ ...surcharge, label: 'Ni\u0000ght' }] }),
        'tariff.surcharges.0.label',
      ],
      ['unknown field', { ...body, surge_pricing: true }, 'surge_pricing'],
      ['unknown nested field', withTariff({ baseFare: 10 }), 'tariff'],
      [
        'unknown field in a band',
        withTariff({ weightBands: [{ maxKg: 5, feeMinor: 0, fee: 1 }] }),
        'tariff.weightBands.0',
      ],
      ['wrong type', { ...body, dispatch_radius_km: '5' }, 'dispatch_radius_km'],
      ['wrong type of tariff', { ...body, tariff: 'cheap' }, 'tariff'],
      ['no task type while on', { ...body, task_types: [] }, 'task_types'],
      ['an unknown task type', { ...body, task_types: ['pets'] }, 'task_types.0'],
      ['min above max distance', withTariff({ minDistanceKm: 20 }), 'tariff.minDistanceKm'],
      [
        'open and close at once',
        withTariff({ serviceHours: { open: '09:00', close: '09:00' } }),
        'tariff.serviceHours.close',
      ],
      [
        'a zone outside the earth',
        { ...body, zones: [{ ...zone, latitude: 95 }] },
        'zones.0.latitude',
      ],
      ['no dispatch radius', { ...body, dispatch_radius_km: 0 }, 'dispatch_radius_km'],
      ['a missing part', { ...body, zones: undefined }, 'zones'],
      [
        'two zones named alike (case and spaces aside)',
        { ...body, zones: [zone, mysuruZone, { ...mysuruZone, name: ' MYSURU ' }] },
        'zones.2.name',
      ],
      [
        '21 zones',
        {
          ...body,
          zones: Array.from({ length: 21 }, (_, index) => ({ ...zone, name: `Zone ${index}` })),
        },
        'zones',
      ],
      ['no zone', { ...body, zones: [] }, 'zones'],
      [
        'a zone of radius 0',
        { ...body, zones: [zone, { ...mysuruZone, radiusKm: 0 }] },
        'zones.1.radiusKm',
      ],
      ['a zone without a name', { ...body, zones: [{ ...zone, name: '   ' }] }, 'zones.0.name'],
      [
        'a 41-character name',
        { ...body, zones: [{ ...zone, name: 'x'.repeat(41) }] },
        'zones.0.name',
      ],
      ['NUL in a name', { ...body, zones: [{ ...zone, name: 'Mys\u0000uru' }] }, 'zones.0.name'],
      [
        'an unknown field in a zone',
        { ...body, zones: [{ ...zone, city: 'Bengaluru' }] },
        'zones.0',
      ],
      ['the old single zone', { ...body, zones: undefined, zone }, 'zone'],
    ];
    for (const [name, input, path] of cases) {
      const response = await call('save', tokens.admin, input as object);
      expect(response.statusCode, name).toBe(400);
      const error = response.json().error;
      expect(error.code, name).toBe('request.invalid');
      expect(
        (error.issues as { path: string }[]).map((issue) => issue.path),
        name,
      ).toContain(path);
    }
    expect(await snapshot()).toBe(before);
  });

  test('an admin saves: the next quote uses the new tariff, the switches are stored, one audit row', async () => {
    const [versionBefore] = await ctx.db.select().from(appVersions);
    const response = await call('save', tokens.admin, validBody());
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      is_enabled: true,
      is_live: true,
      task_types: ['documents', 'parcel'],
      tariff: { baseFareMinor: 5000, serviceHours: null },
      proof_photo_allowed: false,
      dispatch_radius_km: 5,
      problems: [],
    });

    const quote = await postJson(ctx.app, '/public/api/pickup-and-drop/cart-details', {
      pickup: KORAMANGALA,
      drop: INDIRANAGAR,
      weight_kg: 2,
      task_type: 'parcel',
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const expected = priceCourierTask(validBody().tariff, {
      distanceKm: haversineKm(KORAMANGALA, INDIRANAGAR),
      weightKg: 2,
      minute: 0,
    });
    if (!expected.ok) throw new Error('refused');
    // 4.5 km: ₹50 base, 4 started km beyond 1 × ₹15, ₹5 for up to 3 kg = ₹115; 5 % tax.
    expect(quote.json().data.price).toEqual(expected.price);
    expect(quote.json().data.price.total).toBe(12_075);
    const laundry = await postJson(ctx.app, '/public/api/pickup-and-drop/cart-details', {
      pickup: KORAMANGALA,
      drop: INDIRANAGAR,
      weight_kg: 2,
      task_type: 'laundry',
    });
    expect(laundry.json().error.code).toBe('pickup_drop.task_type');

    const publicSettings = await postJson(ctx.app, '/public/api/pickup-and-drop-settings', {});
    expect(publicSettings.json().data).toMatchObject({
      proof_photo_allowed: false,
      dispatch_radius_km: 5,
    });

    const [row] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      actorUserId: adminId,
      action: 'console.save-pickup-drop-settings',
    });
    expect(row?.details).toMatchObject({
      before: {
        pickupDropEnabled: true,
        pickupDropTariff: { baseFareMinor: 4000 },
        pickupDropPhotoProof: true,
        pickupDropDispatchKm: 8,
      },
      after: {
        pickupDropTaskTypes: ['documents', 'parcel'],
        pickupDropTariff: { baseFareMinor: 5000 },
        pickupDropPhotoProof: false,
        pickupDropDispatchKm: 5,
      },
    });
    // Clients that keep the public settings refetch them.
    const [versionAfter] = await ctx.db.select().from(appVersions);
    expect(versionAfter?.forceNewSettingsVersion).not.toBe(
      versionBefore?.forceNewSettingsVersion ?? '1',
    );
  });

  test('a malformed stored tariff: the admin still reads the rest, told which part is broken, and a save repairs it', async () => {
    await ctx.db
      .update(settings)
      .set({ value: '{"baseFareMinor": -5}' })
      .where(eq(settings.key, 'pickupDropTariff'));
    await ctx.db
      .update(settings)
      .set({ value: 'maybe' })
      .where(eq(settings.key, 'pickupDropDispatchKm'));
    const response = await call('get', tokens.admin);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      is_enabled: true,
      is_live: false,
      tariff: null,
      zones: [{ name: 'Bengaluru', radiusKm: 30 }],
      dispatch_radius_km: 8,
    });
    expect(data.problems).toEqual([
      expect.objectContaining({
        key: 'pickupDropTariff',
        field: 'tariff',
        stored: '{"baseFareMinor": -5}',
      }),
      expect.objectContaining({
        key: 'pickupDropDispatchKm',
        field: 'dispatch_radius_km',
        stored: 'maybe',
      }),
    ]);
    const off = await postJson(ctx.app, '/public/api/pickup-and-drop-settings', {});
    expect(off.json().error.code).toBe('pickup_drop.unavailable');

    const saved = await call('save', tokens.admin, validBody());
    expect(saved.json().data).toMatchObject({ is_live: true, problems: [] });
    const on = await postJson(ctx.app, '/public/api/pickup-and-drop-settings', {});
    expect(on.statusCode).toBe(200);
  });

  test('an admin saves two zones: get returns them, and a task within either is priced, never across', async () => {
    const zones = [
      { name: '  Bengaluru ', latitude: 12.9716, longitude: 77.5946, radiusKm: 30 },
      mysuruZone,
    ];
    const saved = await call('save', tokens.admin, { ...validBody(), zones });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = [{ ...zones[0], name: 'Bengaluru' }, mysuruZone];
    expect(saved.json().data.zones).toEqual(expected);
    const read = await call('get', tokens.admin);
    expect(read.json().data).toMatchObject({ is_live: true, zones: expected, problems: [] });
    const [row] = await ctx.db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, 'pickupDropZone'));
    expect(JSON.parse(row?.value ?? 'null')).toEqual(expected);
    const [audit] = await ctx.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.details).toMatchObject({ after: { pickupDropZone: expected } });

    const quote = (pickup: object, drop: object) =>
      postJson(ctx.app, '/public/api/pickup-and-drop/cart-details', {
        pickup,
        drop,
        weight_kg: 2,
        task_type: 'parcel',
      });
    const inMysuru = await quote(MYSURU, MYSURU_PALACE);
    expect(inMysuru.statusCode, inMysuru.body).toBe(200);
    const across = await quote(KORAMANGALA, MYSURU_PALACE);
    expect(across.json().error.code).toBe('pickup_drop.out_of_area');
  });

  test('switching off is allowed with no task types; the public call then says off', async () => {
    const response = await call('save', tokens.admin, {
      ...validBody(),
      is_enabled: false,
      task_types: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      is_enabled: false,
      is_live: false,
      task_types: [],
    });
    const quote = await postJson(ctx.app, '/public/api/pickup-and-drop/cart-details', {
      pickup: KORAMANGALA,
      drop: INDIRANAGAR,
      weight_kg: 2,
      task_type: 'parcel',
    });
    expect(quote.json().error.code).toBe('pickup_drop.unavailable');
  });
});
