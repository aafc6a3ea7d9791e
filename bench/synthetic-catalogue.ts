import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../apps/api/src/db/client';

/** Central Bengaluru: the synthetic stores spread ±0.3° around it. */
export const CENTRE = { latitude: 12.9716, longitude: 77.5946 };
export const SYNTHETIC_STORES = 10_000;
const STORES_WITH_MENUS = 50;

/**
 * 10,000 synthetic stores over Bengaluru ±0.3° (radius 3-8 km, all three delivery types, every
 * 25th inactive, some with opening hours, two or three cuisines each), and for the first 50 a menu
 * of 21 items in 3 sections, a third of them with an add-on group. Deterministic: no random().
 */
export async function seedSyntheticCatalogue(handle: DatabaseHandle) {
  const { db } = handle;
  await db.execute(sql`insert into stores (slug, name, description, address, image, latitude,
      longitude, delivery_radius_km, delivery_type, is_active, is_pureveg, rating, avg_rating,
      ratings_count, price_range_minor, min_order_minor, free_delivery_subtotal_minor,
      opening_hours)
    select 'synthetic-' || g, 'Synthetic Kitchen ' || g, 'Biryani, curries and more',
      g || ' Synthetic Road, Bengaluru', '/images/stores/store-' || (g % 40) || '.webp',
      ${CENTRE.latitude} + (((g * 7919) % 10007) / 10007.0 - 0.5) * 0.6,
      ${CENTRE.longitude} + (((g * 104729) % 10009) / 10009.0 - 0.5) * 0.6,
      3 + (g % 6), 1 + (g % 3), g % 25 <> 0, g % 7 = 0, 3.5 + (g % 15) / 10.0,
      case when g % 3 = 0 then 0 else 3.8 + (g % 12) / 10.0 end, case when g % 3 = 0 then 0 else g % 200 end,
      30000 + (g % 10) * 5000, 10000, case when g % 5 = 0 then 49900 end,
      case when g % 4 = 0 then '{"1":[["11:00","23:00"]],"2":[["11:00","23:00"]],"3":[["11:00","23:00"]],"4":[["11:00","23:00"]],"5":[["11:00","02:00"]],"6":[["09:00","02:00"]],"7":[["09:00","23:00"]]}'::jsonb end
    from generate_series(1, ${SYNTHETIC_STORES}) as g`);
  await db.execute(sql`insert into store_category_links (store_id, category_id)
    select stores.id, store_categories.id from stores cross join store_categories
    where stores.slug like 'synthetic-%' and (stores.id + store_categories.id) % 4 = 0`);
  await db.execute(sql`insert into item_categories (store_id, name, sort_order)
    select stores.id, section.name, section.position
    from stores
    cross join (values ('Recommended', 1), ('Mains', 2), ('Desserts', 3)) as section(name, position)
    where stores.slug in (select 'synthetic-' || g from generate_series(1, ${STORES_WITH_MENUS}) as g)`);
  await db.execute(sql`insert into items (store_id, category_id, name, description, image,
      price_minor, old_price_minor, is_veg, is_available, is_recommended, is_popular, sort_order)
    select item_categories.store_id, item_categories.id,
      item_categories.name || ' dish ' || i, 'Slow-cooked, served hot, serves one.',
      '/images/items/item-' || (i % 20) || '.webp', 9900 + i * 2000,
      case when i % 4 = 0 then 12900 + i * 2000 end, i % 2 = 0, i % 9 <> 0, i % 5 = 0, i % 6 = 0, i
    from item_categories cross join generate_series(1, 7) as i
    where item_categories.store_id in (select id from stores where slug like 'synthetic-%')`);
  await db.execute(sql`insert into addon_groups (item_id, name, min_choices, max_choices)
    select items.id, 'Portion', 1, 1 from items
    join stores on stores.id = items.store_id
    where stores.slug like 'synthetic-%' and items.sort_order % 3 = 0`);
  await db.execute(sql`insert into addons (group_id, name, price_minor, sort_order)
    select addon_groups.id, portion.name, portion.price, portion.position
    from addon_groups
    join items on items.id = addon_groups.item_id
    join stores on stores.id = items.store_id
    cross join (values ('Regular', 0, 1), ('Large', 8000, 2)) as portion(name, price, position)
    where stores.slug like 'synthetic-%'`);
  await db.execute(sql`analyze`);
  const result = await db.execute(sql`select id from stores where slug = 'synthetic-1'`);
  const [row] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!row) throw new Error('synthetic store missing');
  return { menuStoreId: row.id, groceryStoreId: await seedGroceryShelf(handle) };
}

/**
 * One grocery store with a shelf of 400 items spread over every demo sub-category (the demo seed
 * must have run), half of them stock-counted: what get-grocery-items answers for a big store.
 */
async function seedGroceryShelf({ db }: DatabaseHandle): Promise<number> {
  const result = await db.execute(sql`insert into stores (module, slug, name, latitude, longitude)
    values ('grocery', 'synthetic-grocer', 'Synthetic Grocer', ${CENTRE.latitude}, ${CENTRE.longitude})
    returning id`);
  const [store] = (result as unknown as { rows: { id: number }[] }).rows;
  if (!store) throw new Error('synthetic grocer missing');
  await db.execute(sql`insert into item_categories (store_id, name) values (${store.id}, 'Shelf')`);
  await db.execute(sql`insert into items (store_id, category_id, grocery_category_id, name, brand,
      image, price_minor, old_price_minor, pack_quantity, pack_unit, stock_count, max_per_order, sort_order)
    select ${store.id}, (select id from item_categories where store_id = ${store.id}),
      subs.id, 'Grocery product ' || g, 'Brand ' || (g % 17), '/images/grocery/items/milk.svg',
      1000 + (g * 37) % 40000, case when g % 3 = 0 then null else 1000 + (g * 37) % 40000 + 500 end,
      500, 'g', case when g % 2 = 0 then g % 40 end, case when g % 5 = 0 then 4 end, g
    from generate_series(1, 400) as g
    join lateral (select id from grocery_categories where parent_id is not null
      order by id offset (g % (select count(*) from grocery_categories where parent_id is not null)) limit 1) subs on true`);
  return store.id;
}
