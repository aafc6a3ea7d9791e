import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { priceCourierTask } from '@app/shared/courier/courier.models';
import { courierTariffSchema } from '@app/shared/courier/courier.schemas';
import { buildTestApp, postJson } from '../../test/build-test-app';
import { haversineKm } from '../../lib/geo/delivery-area';
import { demoSettings } from '../../seed/demo-settings';
import { settings } from '../settings/settings.table';
import { getCartDetails } from './pickup-drop.usecases';

const KORAMANGALA = { latitude: 12.9352, longitude: 77.6245 };
const INDIRANAGAR = { latitude: 12.9719, longitude: 77.6412 };
/** Both inside the 25 km zone, about 23 km apart. */
const YELAHANKA_EDGE = { latitude: 13.15, longitude: 77.6 };
const ELECTRONIC_CITY = { latitude: 12.845, longitude: 77.66 };
/** The demo's second zone (12 km around Mysuru's centre): the palace is about 2 km away. */
const MYSURU = { latitude: 12.2958, longitude: 76.6394 };
const MYSURU_PALACE = { latitude: 12.3052, longitude: 76.6552 };
/** Between the two zones: about 37 km from Mysuru, 90 from Bengaluru. */
const MANDYA = { latitude: 12.5218, longitude: 76.8951 };

/** 14:00 and 02:00 in Bengaluru (UTC+5:30). */
const AFTERNOON = new Date('2026-11-24T08:30:00Z');
const NIGHT = new Date('2026-11-23T20:30:00Z');

/** Pickup and drop quotes (issue 16): the server prices a task from the operator's settings. */
describe('pickup and drop: settings and cart details', () => {
  let ctx: Awaited<ReturnType<typeof buildTestApp>>;
  const tariff = courierTariffSchema.parse(
    JSON.parse(demoSettings.find((row) => row.key === 'pickupDropTariff')?.value ?? '{}'),
  );

  beforeAll(async () => {
    ctx = await buildTestApp();
    await ctx.db
      .insert(settings)
      .values(
        demoSettings
          .filter((row) => row.key.startsWith('pickupDrop'))
          .map((row) => ({ key: row.key, value: row.value, isPublic: true })),
      );
  });
  afterAll(() => ctx.close());

  const quote = (body: Record<string, unknown>) =>
    postJson(ctx.app, '/public/api/pickup-and-drop/cart-details', {
      pickup: KORAMANGALA,
      drop: INDIRANAGAR,
      weight_kg: 2,
      task_type: 'documents',
      ...body,
    });

  test('settings: task types, tariff and zones, as the operator set them', async () => {
    const response = await postJson(ctx.app, '/public/api/pickup-and-drop-settings', {});
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      is_enabled: true,
      task_types: ['documents', 'food', 'parcel', 'keys', 'laundry', 'custom'],
      tariff: { baseFareMinor: 4000, perKmMinor: 1000, maxDistanceKm: 20 },
      zones: [
        { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 },
        { name: 'Mysuru', latitude: 12.2958, longitude: 76.6394, radiusKm: 12 },
      ],
      proof_photo_allowed: true,
      dispatch_radius_km: 8,
    });
  });

  test('photo proof and dispatch radius: as set, else their defaults (true, 8 km)', async () => {
    const set = (key: string, value: string) =>
      ctx.db.update(settings).set({ value }).where(eq(settings.key, key));
    const read = async () =>
      (await postJson(ctx.app, '/public/api/pickup-and-drop-settings', {})).json().data;
    await set('pickupDropPhotoProof', 'false');
    await set('pickupDropDispatchKm', '3.5');
    expect(await read()).toMatchObject({ proof_photo_allowed: false, dispatch_radius_km: 3.5 });
    // Malformed values read as the defaults; the service stays on (they price nothing).
    await set('pickupDropPhotoProof', 'yes');
    await set('pickupDropDispatchKm', '-2');
    expect(await read()).toMatchObject({
      is_enabled: true,
      proof_photo_allowed: true,
      dispatch_radius_km: 8,
    });
    await ctx.db.delete(settings).where(eq(settings.key, 'pickupDropDispatchKm'));
    await ctx.db.delete(settings).where(eq(settings.key, 'pickupDropPhotoProof'));
    expect(await read()).toMatchObject({ proof_photo_allowed: true, dispatch_radius_km: 8 });
  });

  test('a quote is the shared formula on the straight-line distance, with an ETA', async () => {
    const details = await getCartDetails(ctx.db, {
      pickup: KORAMANGALA,
      drop: INDIRANAGAR,
      weightKg: 7,
      taskType: 'parcel',
      now: AFTERNOON,
    });
    const distanceKm = haversineKm(KORAMANGALA, INDIRANAGAR);
    const expected = priceCourierTask(tariff, { distanceKm, weightKg: 7, minute: 14 * 60 });
    if (!expected.ok) throw new Error('refused');
    expect(details.price).toEqual(expected.price);
    expect(details.distance_kind).toBe('straight_line');
    expect(details.distance_km).toBeCloseTo(distanceKm, 2);
    // 4.5 km: ₹40 base, 3 started km × ₹10, ₹30 for 5–10 kg = ₹100; 18 % GST = ₹18.
    expect(details.price).toMatchObject({ distance_fare: 3000, weight_fee: 3000, tax: 1800 });
    expect(details.price.total).toBe(11_800);
    expect(details.eta_minutes).toBe(10 + Math.ceil((distanceKm / 20) * 60));

    const night = await getCartDetails(ctx.db, {
      pickup: KORAMANGALA,
      drop: INDIRANAGAR,
      weightKg: 7,
      taskType: 'parcel',
      now: new Date('2026-11-24T16:30:00Z'), // 22:00 IST: open until 23:00, night surcharge
    });
    expect(night.price).toMatchObject({ surcharge: 2500, surcharge_label: 'Night' });
  });

  test('zones: a task inside the second zone is priced; one spanning two zones, or leaving them, is out of area', async () => {
    const inMysuru = await getCartDetails(ctx.db, {
      pickup: MYSURU,
      drop: MYSURU_PALACE,
      weightKg: 2,
      taskType: 'documents',
      now: AFTERNOON,
    });
    const expected = priceCourierTask(tariff, {
      distanceKm: haversineKm(MYSURU, MYSURU_PALACE),
      weightKg: 2,
      minute: 14 * 60,
    });
    if (!expected.ok) throw new Error('refused');
    expect(inMysuru.price).toEqual(expected.price);
    // Each stop is inside a zone, but not the same one: a task never spans two cities.
    for (const [pickup, drop] of [
      [KORAMANGALA, MYSURU],
      [MYSURU_PALACE, INDIRANAGAR],
      [MANDYA, MYSURU],
      [KORAMANGALA, MANDYA],
    ] as const) {
      const response = await quote({ pickup, drop });
      expect([response.statusCode, response.json().error.code], JSON.stringify(drop)).toEqual([
        422,
        'pickup_drop.out_of_area',
      ]);
    }
  });

  test('a stored single zone (rows from before zones) reads as one zone named Service area', async () => {
    const setZones = (value: string) =>
      ctx.db.update(settings).set({ value }).where(eq(settings.key, 'pickupDropZone'));
    const stored = demoSettings.find((row) => row.key === 'pickupDropZone')?.value ?? '';
    try {
      await setZones(JSON.stringify({ latitude: 12.9716, longitude: 77.5946, radiusKm: 25 }));
      const response = await postJson(ctx.app, '/public/api/pickup-and-drop-settings', {});
      expect(response.json().data.zones).toEqual([
        { name: 'Service area', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 },
      ]);
      const inside = await getCartDetails(ctx.db, {
        pickup: KORAMANGALA,
        drop: INDIRANAGAR,
        weightKg: 2,
        taskType: 'documents',
        now: AFTERNOON,
      });
      expect(inside.price.total).toBeGreaterThan(0);
      const mysuru = await quote({ pickup: MYSURU, drop: MYSURU_PALACE });
      expect(mysuru.json().error.code).toBe('pickup_drop.out_of_area');

      // One bad zone in a list switches the service off, as a bad single zone does; so does none.
      for (const value of [
        JSON.stringify([
          { name: 'Bengaluru', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 },
          { name: 'Mysuru', latitude: 12.2958, longitude: 76.6394, radiusKm: -3 },
        ]),
        JSON.stringify([]),
        JSON.stringify([{ name: '', latitude: 12.9716, longitude: 77.5946, radiusKm: 25 }]),
        JSON.stringify({ latitude: 12.9716, longitude: 77.5946 }),
        'not json',
      ]) {
        await setZones(value);
        const off = await postJson(ctx.app, '/public/api/pickup-and-drop-settings', {});
        expect([off.statusCode, off.json().error.code], value).toEqual([
          409,
          'pickup_drop.unavailable',
        ]);
        const refused = await quote({});
        expect(refused.json().error.code, value).toBe('pickup_drop.unavailable');
      }
    } finally {
      await setZones(stored);
    }
  });

  test('refused with their own codes: out of area, too far, too heavy, closed, task type off', async () => {
    const outside = await quote({ drop: MYSURU });
    expect([outside.statusCode, outside.json().error.code]).toEqual([
      422,
      'pickup_drop.out_of_area',
    ]);
    // In the service's hours: at night "closed" comes first (the call itself uses the real clock).
    const task = { pickup: KORAMANGALA, drop: INDIRANAGAR, weightKg: 2, taskType: 'documents' };
    await expect(
      getCartDetails(ctx.db, {
        ...task,
        pickup: YELAHANKA_EDGE,
        drop: ELECTRONIC_CITY,
        now: AFTERNOON,
      }),
    ).rejects.toMatchObject({ code: 'pickup_drop.too_far', statusCode: 422 });
    await expect(
      getCartDetails(ctx.db, { ...task, weightKg: 25, now: AFTERNOON }),
    ).rejects.toMatchObject({ code: 'pickup_drop.too_heavy', statusCode: 422 });
    await expect(
      getCartDetails(ctx.db, {
        pickup: KORAMANGALA,
        drop: INDIRANAGAR,
        weightKg: 1,
        taskType: 'keys',
        now: NIGHT,
      }),
    ).rejects.toMatchObject({ code: 'pickup_drop.closed', statusCode: 409 });

    await ctx.db
      .update(settings)
      .set({ value: JSON.stringify(['documents']) })
      .where(eq(settings.key, 'pickupDropTaskTypes'));
    await expect(
      getCartDetails(ctx.db, {
        pickup: KORAMANGALA,
        drop: INDIRANAGAR,
        weightKg: 1,
        taskType: 'laundry',
        now: AFTERNOON,
      }),
    ).rejects.toMatchObject({ code: 'pickup_drop.task_type' });
  });

  test('bad input is a 400; a client price is not part of the call', async () => {
    for (const body of [
      { weight_kg: 0 },
      { weight_kg: '2' },
      { weight_kg: 1e9 },
      { task_type: 'pets' },
      { pickup: { latitude: 91, longitude: 0 } },
      { drop: null },
      { task_type: 'documents\u0000' },
    ]) {
      const response = await quote(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const priced = await quote({ total: 1, price: { total: 1 } });
    // Unknown fields are ignored or refused, never trusted.
    if (priced.statusCode === 200) expect(priced.json().data.price.total).not.toBe(1);
    else expect(priced.statusCode).toBe(400);
  });

  test('a broken tariff switches the service off instead of pricing with it', async () => {
    await ctx.db
      .update(settings)
      .set({ value: '{"baseFareMinor": -5}' })
      .where(eq(settings.key, 'pickupDropTariff'));
    const response = await postJson(ctx.app, '/public/api/pickup-and-drop-settings', {});
    expect([response.statusCode, response.json().error.code]).toEqual([
      409,
      'pickup_drop.unavailable',
    ]);
  });
});
