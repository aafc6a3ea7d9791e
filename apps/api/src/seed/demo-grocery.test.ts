import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { packLabel } from '@app/shared/grocery/grocery.models';
import { deliversTo } from '../lib/geo/delivery-area';
import { demoData } from './demo-data';

const publicDir = path.resolve(import.meta.dirname, '../../../web/public');
const groceryStores = (demoData.stores ?? []).filter((store) => store.module === 'grocery');
const groceryItems = groceryStores.flatMap((store) =>
  (store.menu ?? []).flatMap((section) => section.items),
);

/** The demo grocery module (issue 15 "Demo data"). */
describe('demo grocery data', () => {
  test('at least 8 grocery stores, each delivering to a popular location; one open around the clock', () => {
    expect(groceryStores.length).toBeGreaterThanOrEqual(8);
    for (const store of groceryStores) {
      const area = {
        latitude: store.latitude,
        longitude: store.longitude,
        deliveryRadiusKm: store.deliveryRadiusKm ?? 5,
        zonePolygon: null,
      };
      const served = (demoData.popularLocations ?? []).filter((place) => deliversTo(area, place));
      expect(served.length, store.slug).toBeGreaterThan(0);
    }
    expect(groceryStores.filter((store) => store.openingHours === null).length).toBeGreaterThan(0);
  });

  test('at least 400 items across 20+ categories (40+ sub-categories), each filed, packed and pictured', () => {
    expect(groceryItems.length).toBeGreaterThanOrEqual(400);
    const categories = demoData.groceryCategories ?? [];
    expect(categories.length).toBeGreaterThanOrEqual(20);
    const subs = new Set(
      categories.flatMap((category) => category.subCategories.map((sub) => sub.name)),
    );
    expect(subs.size).toBeGreaterThanOrEqual(40);
    const used = new Set(groceryItems.map((item) => item.groceryCategory));
    // Every sub-category has items: no empty aisle on the home grid.
    expect(used).toEqual(subs);
    for (const item of groceryItems) {
      expect(subs.has(item.groceryCategory ?? ''), item.name).toBe(true);
      expect(packLabel(item.packQuantity ?? null, item.packUnit ?? null), item.name).not.toBe('');
      expect(existsSync(path.join(publicDir, item.image ?? '-')), item.image).toBe(true);
      if (item.oldPriceMinor != null) expect(item.oldPriceMinor).toBeGreaterThan(item.priceMinor);
    }
    for (const image of [
      ...categories.map((category) => category.image ?? '-'),
      ...groceryStores.flatMap((store) => [store.image ?? '-', store.bannerImage ?? '-']),
    ]) {
      expect(existsSync(path.join(publicDir, image)), image).toBe(true);
    }
  });

  test('some items are out of stock, some low, some not counted, some capped per order', () => {
    const stock = groceryItems.map((item) => item.stockCount);
    expect(stock.filter((count) => count === 0).length).toBeGreaterThanOrEqual(5);
    expect(
      stock.filter((count) => count != null && count >= 1 && count <= 5).length,
    ).toBeGreaterThanOrEqual(5);
    expect(stock.filter((count) => count === null).length).toBeGreaterThan(0);
    expect(groceryItems.filter((item) => item.maxPerOrder != null).length).toBeGreaterThan(0);
  });

  test('the grocery settings are public', () => {
    const keys = new Map((demoData.settings ?? []).map((setting) => [setting.key, setting]));
    for (const key of [
      'grocerySmallCartFee',
      'grocerySmallCartThreshold',
      'grocerySubstitutionMinutes',
    ]) {
      expect(keys.get(key)?.isPublic, key).not.toBe(false);
    }
  });
});
