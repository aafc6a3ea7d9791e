import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { stores, zones } from '../../modules/catalog/catalog.table';
import {
  DELIVERY_TYPES,
  NEARBY_ACTIVE_LIMIT,
  NEARBY_INACTIVE_LIMIT,
  listNearbyStores,
  nearbyStoresSql,
  queryRows,
  storeCandidatesSql,
} from '../../modules/catalog/catalog.repository';
import {
  CELL_HALF_DIAGONAL_KM,
  createNearbyStoresCache,
  selectNearbyStores,
} from '../../modules/catalog/nearby-stores';
import { deliversTo, haversineKm, isPointInPolygon, type Polygon } from './delivery-area';

/** A small seeded PRNG (mulberry32): the same "random" cases on every run. */
function randomGenerator(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BENGALURU = { latitude: 12.9716, longitude: 77.5946 };

/** A star-shaped (often concave) polygon around a centre. */
function randomPolygon(random: () => number, centre: { latitude: number; longitude: number }) {
  const corners = 4 + Math.floor(random() * 5);
  const polygon: Polygon = [];
  for (let index = 0; index < corners; index += 1) {
    const angle = (index / corners) * 2 * Math.PI;
    const reach = 0.01 + random() * 0.08;
    polygon.push([
      centre.latitude + reach * Math.sin(angle),
      centre.longitude + reach * Math.cos(angle),
    ]);
  }
  return polygon;
}

const around = (random: () => number, spread: number) => ({
  latitude: BENGALURU.latitude + (random() - 0.5) * 2 * spread,
  longitude: BENGALURU.longitude + (random() - 0.5) * 2 * spread,
});

describe('the delivery rule in JS', () => {
  test('haversine distance: Indiranagar to Koramangala is about 4.5 km, a point to itself 0', () => {
    const indiranagar = { latitude: 12.9719, longitude: 77.6412 };
    const koramangala = { latitude: 12.9352, longitude: 77.6245 };
    expect(haversineKm(indiranagar, koramangala)).toBeCloseTo(4.48, 1);
    expect(haversineKm(indiranagar, indiranagar)).toBe(0);
    expect(haversineKm(indiranagar, koramangala)).toBe(haversineKm(koramangala, indiranagar));
  });

  test('point in polygon by ray casting, concave shapes included', () => {
    const square: Polygon = [
      [0, 0],
      [0, 10],
      [10, 10],
      [10, 0],
    ];
    expect(isPointInPolygon({ latitude: 5, longitude: 5 }, square)).toBe(true);
    expect(isPointInPolygon({ latitude: 11, longitude: 5 }, square)).toBe(false);
    // An L: the notch at the top right is outside.
    const ell: Polygon = [
      [0, 0],
      [0, 10],
      [5, 10],
      [5, 5],
      [10, 5],
      [10, 0],
    ];
    expect(isPointInPolygon({ latitude: 2, longitude: 8 }, ell)).toBe(true);
    expect(isPointInPolygon({ latitude: 8, longitude: 8 }, ell)).toBe(false);
    expect(isPointInPolygon({ latitude: 8, longitude: 2 }, ell)).toBe(true);
    expect(isPointInPolygon({ latitude: 1, longitude: 1 }, [])).toBe(false);
  });

  test('a store delivers within its radius, and inside its zone when it has one', () => {
    const store = { ...BENGALURU, deliveryRadiusKm: 5, zonePolygon: null };
    const twoKmNorth = { latitude: BENGALURU.latitude + 2 / 111.2, longitude: BENGALURU.longitude };
    const sixKmNorth = { latitude: BENGALURU.latitude + 6 / 111.2, longitude: BENGALURU.longitude };
    expect(deliversTo(store, twoKmNorth)).toBe(true);
    expect(deliversTo(store, sixKmNorth)).toBe(false);
    const southOnly: Polygon = [
      [12.9, 77.5],
      [12.9, 77.7],
      [12.975, 77.7],
      [12.975, 77.5],
    ];
    expect(deliversTo({ ...store, zonePolygon: southOnly }, twoKmNorth)).toBe(false);
    expect(deliversTo({ ...store, zonePolygon: southOnly }, BENGALURU)).toBe(true);
  });
});

describe('the delivery rule in SQL agrees with JS', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.destroy());

  test('geo_polygon_contains answers as isPointInPolygon on 500 random cases', async () => {
    const random = randomGenerator(7);
    const cases = Array.from({ length: 500 }, () => {
      const centre = around(random, 0.2);
      const polygon = randomPolygon(random, centre);
      // A point near the polygon: inside about as often as outside.
      return {
        polygon,
        latitude: centre.latitude + (random() - 0.5) * 0.14,
        longitude: centre.longitude + (random() - 0.5) * 0.14,
      };
    });
    const rows = await queryRows<{ inside: boolean }>(
      database.db,
      sql`select geo_polygon_contains(c.value->'polygon', (c.value->>'latitude')::float8,
          (c.value->>'longitude')::float8) as inside
        from jsonb_array_elements(${JSON.stringify(cases)}::jsonb) with ordinality as c(value, n)
        order by c.n`,
    );
    const expected = cases.map((item) => isPointInPolygon(item, item.polygon));
    expect(rows.map((row) => row.inside)).toEqual(expected);
    // The cases are not all one answer.
    expect(expected.filter(Boolean).length).toBeGreaterThan(50);
    expect(expected.filter((inside) => !inside).length).toBeGreaterThan(50);
  });

  test('the nearby query and the cached-candidates path list exactly the stores a brute-force deliversTo finds, in distance order', async () => {
    const random = randomGenerator(42);
    // A long time-to-live: points of one cell share candidates, as in production.
    const nearbyCache = createNearbyStoresCache({ ttlMs: 60_000 });
    const zoneRows = await database.db
      .insert(zones)
      .values(
        Array.from({ length: 20 }, (_, index) => ({
          name: `zone ${index}`,
          polygon: randomPolygon(random, around(random, 0.25)),
        })),
      )
      .returning({ id: zones.id, polygon: zones.polygon });
    const seeded = Array.from({ length: 400 }, (_, index) => {
      const zone = random() < 0.3 ? zoneRows[Math.floor(random() * zoneRows.length)] : undefined;
      return {
        slug: `store-${index}`,
        name: `Store ${index}`,
        ...around(random, 0.3),
        deliveryRadiusKm: Math.round((1 + random() * 9) * 10) / 10,
        zoneId: zone?.id ?? null,
        deliveryType: 1 + Math.floor(random() * 3),
        isActive: random() > 0.15,
        isAccepted: random() > 0.1,
      };
    });
    const inserted = await database.db
      .insert(stores)
      .values(seeded)
      .returning({ id: stores.id, slug: stores.slug });
    const idOf = new Map(inserted.map((row) => [row.slug, row.id]));
    const polygonOf = new Map(zoneRows.map((zone) => [zone.id, zone.polygon]));

    let listedSomewhere = 0;
    for (let index = 0; index < 40; index += 1) {
      const point = around(random, 0.3);
      const rows = await listNearbyStores({
        db: database.db,
        point,
        deliveryTypes: DELIVERY_TYPES.delivery,
        activeLimit: 10_000,
        inactiveLimit: 10_000,
      });
      const bruteForce = seeded
        .filter(
          (store) =>
            store.isAccepted &&
            (store.deliveryType === 1 || store.deliveryType === 3) &&
            deliversTo(
              {
                ...store,
                zonePolygon: store.zoneId ? (polygonOf.get(store.zoneId) ?? null) : null,
              },
              point,
            ),
        )
        .map((store) => ({ ...store, distance: haversineKm(store, point) }))
        .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.distance - b.distance);
      expect(rows.map((row) => row.id)).toEqual(bruteForce.map((store) => idOf.get(store.slug)));
      for (const [position, row] of rows.entries()) {
        expect(row.distance_km).toBeCloseTo(bruteForce[position]?.distance ?? -1, 9);
      }
      listedSomewhere += rows.length;

      // The path the store lists take: a grid cell's cached candidates, the rule applied in JS.
      const listed = selectNearbyStores(
        await nearbyCache.candidates({ db: database.db, point, kind: 'delivery' }),
        point,
      );
      const expected = [
        ...bruteForce.filter((store) => store.isActive).slice(0, NEARBY_ACTIVE_LIMIT),
        ...bruteForce.filter((store) => !store.isActive).slice(0, NEARBY_INACTIVE_LIMIT),
      ];
      expect(listed.map(({ row }) => row.id)).toEqual(
        expected.map((store) => idOf.get(store.slug)),
      );
      for (const [position, { distanceKm }] of listed.entries()) {
        expect(distanceKm).toBeCloseTo(expected[position]?.distance ?? -1, 9);
      }
    }
    expect(listedSomewhere).toBeGreaterThan(100);
  });
});

describe('the nearby query plan', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    // 2,000 stores over Bengaluru ±0.3°, spread deterministically, radius 3 to 8 km.
    await database.db
      .execute(sql`insert into stores (slug, name, latitude, longitude, delivery_radius_km, delivery_type)
      select 'plan-' || g, 'Plan store ' || g,
        12.9716 + (((g * 7919) % 2000) / 2000.0 - 0.5) * 0.6,
        77.5946 + (((g * 104729) % 1999) / 1999.0 - 0.5) * 0.6,
        3 + (g % 6), 1 + (g % 3)
      from generate_series(1, 2000) as g`);
    await database.db.execute(sql`analyze`);
  });
  afterAll(() => database.destroy());

  test('get-delivery-restaurants’ query reads stores through an index, never a sequential scan', async () => {
    const query = nearbyStoresSql({
      point: BENGALURU,
      deliveryTypes: DELIVERY_TYPES.delivery,
      userId: 1,
    });
    const plan = (await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${query}`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).not.toMatch(/Seq Scan on stores\b/);
    expect(plan).toMatch(/Index (Only )?Scan.* on stores_earth|Bitmap Index Scan on stores_earth/);
    // The box size (largest radius) comes from an index too.
    expect(plan).toMatch(/stores_delivery_radius/);
    const rows = await queryRows<{ id: number }>(database.db, query);
    expect(rows.length).toBeGreaterThan(20);
  });

  test('the cached candidates of a list cell are read through the same index', async () => {
    const query = storeCandidatesSql({
      point: BENGALURU,
      extraReachKm: CELL_HALF_DIAGONAL_KM,
      deliveryTypes: DELIVERY_TYPES.delivery,
    });
    const plan = (await queryRows<{ 'QUERY PLAN': string }>(database.db, sql`explain ${query}`))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).not.toMatch(/Seq Scan on stores\b/);
    expect(plan).toMatch(/Index (Only )?Scan.* on stores_earth|Bitmap Index Scan on stores_earth/);
  });
});
