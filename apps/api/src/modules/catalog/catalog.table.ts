import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { OpeningHours } from '@app/shared/catalog/store-status.models';
import { users } from '../accounts/accounts.table';

/** Opening hours: per ISO weekday (1 = Monday ... 7 = Sunday), a list of [open, close] "HH:MM" ranges in the platform time zone. A close before the open runs past midnight. */
export type { OpeningHours };

/** The modules a store can sell in; courier orders have no store. */
export type StoreModule = 'food' | 'grocery';

/** Home modules (Food, Grocery, Pickup & drop) shown on /food. */
export const modules = pgTable('modules', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  image: text('image').notNull().default(''),
  offers: text('offers').notNull().default(''),
  url: text('url').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A delivery zone: a polygon of [lat, lng] points narrowing a store's delivery radius. */
export const zones = pgTable('zones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  polygon: jsonb('polygon').$type<[number, number][]>().notNull(),
});

export const stores = pgTable(
  'stores',
  {
    id: serial('id').primaryKey(),
    /** Which module the store sells in: `food` (restaurants) or `grocery` (issue 15). */
    module: text('module').$type<StoreModule>().notNull().default('food'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    landmark: text('landmark').notNull().default(''),
    address: text('address').notNull().default(''),
    /** For customers and riders to call; null when the store has not given one. */
    phone: text('phone'),
    image: text('image').notNull().default(''),
    bannerImage: text('banner_image').notNull().default(''),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    deliveryRadiusKm: real('delivery_radius_km').notNull().default(5),
    zoneId: integer('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    /** 1 delivery, 2 self-pickup, 3 both (SPEC §3). */
    deliveryType: smallint('delivery_type').notNull().default(3),
    isActive: boolean('is_active').notNull().default(true),
    isAccepted: boolean('is_accepted').notNull().default(true),
    isPureVeg: boolean('is_pureveg').notNull().default(false),
    isAppview: boolean('is_appview').notNull().default(true),
    deliveryTimeMinutes: smallint('delivery_time_minutes').notNull().default(30),
    prepMinutes: smallint('prep_minutes').notNull().default(15),
    priceRangeMinor: integer('price_range_minor').notNull().default(0),
    minOrderMinor: integer('min_order_minor').notNull().default(0),
    freeDeliverySubtotalMinor: integer('free_delivery_subtotal_minor'),
    /** A flat packaging/handling charge added to every order, minor units. */
    storeChargeMinor: integer('store_charge_minor').notNull().default(0),
    /** FIXED: `delivery_charge_minor`. DYNAMIC: base fee for a base distance, then a fee per extra km. */
    deliveryChargeType: text('delivery_charge_type').notNull().default('FIXED'),
    deliveryChargeMinor: integer('delivery_charge_minor').notNull().default(0),
    baseDeliveryChargeMinor: integer('base_delivery_charge_minor').notNull().default(0),
    baseDeliveryDistanceKm: real('base_delivery_distance_km').notNull().default(0),
    extraDeliveryChargePerKmMinor: integer('extra_delivery_charge_per_km_minor')
      .notNull()
      .default(0),
    /** Tax in basis points (500 = 5 %) on the subtotal after discount plus the store charge. */
    taxBps: integer('tax_bps').notNull().default(0),
    /** Paid orders go straight to preparing (status 2) instead of waiting for the store (1). */
    autoAcceptOrders: boolean('auto_accept_orders').notNull().default(false),
    /** Platform commission in basis points (1500 = 15 %). */
    commissionBps: integer('commission_bps').notNull().default(1500),
    /** The operator's base rating, shown while the store has no reviews of its own. */
    rating: real('rating').notNull().default(0),
    /** Kept up to date from `ratings`: average to one decimal, 0 when none. */
    avgRating: real('avg_rating').notNull().default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    customMessageOnList: text('custom_message_on_list').notNull().default(''),
    /** Sanitised HTML. */
    customMessage: text('custom_message').notNull().default(''),
    customFeaturedName: text('custom_featured_name').notNull().default(''),
    openingHours: jsonb('opening_hours').$type<OpeningHours>(),
    /** Whole days the store is closed ('YYYY-MM-DD' in the marketplace's time zone). */
    holidays: jsonb('holidays').$type<string[]>().notNull().default([]),
    /** Busy mode: until then, each order's preparation takes `busyExtraMinutes` more. */
    busyUntil: timestamp('busy_until', { withTimezone: true }),
    busyExtraMinutes: smallint('busy_extra_minutes').notNull().default(0),
    /** Busy mode's stronger form: no new orders until then. */
    ordersPausedUntil: timestamp('orders_paused_until', { withTimezone: true }),
    /**
     * The names of the store's active cuisines in their order: a covering copy kept by triggers
     * on store_category_links and store_categories (migration 0003), so store lists read no join.
     */
    cuisineNames: text('cuisine_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('stores_slug_unique').on(table.slug),
    index('stores_lat_lng').on(table.latitude, table.longitude),
    index('stores_earth').using('gist', sql`ll_to_earth(${table.latitude}, ${table.longitude})`),
    // The nearby query sizes its bounding box by the largest delivery radius: an index-only max().
    index('stores_delivery_radius').on(table.deliveryRadiusKm),
    index('stores_name_trgm').using('gin', sql`${table.name} gin_trgm_ops`),
    index('stores_module').on(table.module),
    check('stores_module', sql`${table.module} in ('food', 'grocery')`),
  ],
);

export const storeOwners = pgTable(
  'store_owners',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storeId] })],
);

/** Cuisines ("store categories") such as Biryani or Pizza. */
export const storeCategories = pgTable('store_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const storeCategoryLinks = pgTable(
  'store_category_links',
  {
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => storeCategories.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.storeId, table.categoryId] }),
    index('store_category_links_category').on(table.categoryId),
  ],
);

/** What a menu section is: an ordinary one, or a meat category (decision 015). */
export type ItemCategoryKind = 'menu' | 'meat';

/** Menu sections of one store. */
export const itemCategories = pgTable(
  'item_categories',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /**
     * `meat`: a meat category (chicken, mutton, fish, eggs) whose items are cuts with a weight
     * choice (decision 015); listed by get-meat-categories as well as in the menu.
     */
    kind: text('kind').$type<ItemCategoryKind>().notNull().default('menu'),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    index('item_categories_store').on(table.storeId),
    check('item_categories_kind', sql`${table.kind} in ('menu', 'meat')`),
  ],
);

export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => itemCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    image: text('image').notNull().default(''),
    priceMinor: integer('price_minor').notNull(),
    oldPriceMinor: integer('old_price_minor'),
    isVeg: boolean('is_veg').notNull().default(true),
    isAvailable: boolean('is_available').notNull().default(true),
    isRecommended: boolean('is_recommended').notNull().default(false),
    isPopular: boolean('is_popular').notNull().default(false),
    sortOrder: smallint('sort_order').notNull().default(0),
    // Grocery fields (null on restaurant items).
    /** The grocery sub-category (grocery_categories row with a parent). */
    groceryCategoryId: integer('grocery_category_id').references(() => groceryCategories.id, {
      onDelete: 'set null',
    }),
    brand: text('brand').notNull().default(''),
    /** Pack size: 500 with unit `g`, 1 with `l`, 6 with `pcs`. */
    packQuantity: real('pack_quantity'),
    packUnit: text('pack_unit'),
    /** Units on the shelf; null when the store does not count this item. Never below zero. */
    stockCount: integer('stock_count'),
    /** The most one order may hold; null for the platform's cart cap. */
    maxPerOrder: smallint('max_per_order'),
  },
  (table) => [
    index('items_store').on(table.storeId, table.categoryId),
    index('items_name_trgm').using('gin', sql`${table.name} gin_trgm_ops`),
    index('items_grocery_category').on(table.groceryCategoryId),
    check('items_stock_not_negative', sql`${table.stockCount} >= 0`),
    check('items_max_per_order_positive', sql`${table.maxPerOrder} > 0`),
    check('items_pack_unit', sql`${table.packUnit} in ('g', 'kg', 'ml', 'l', 'pcs')`),
  ],
);

/**
 * Grocery categories shared by every grocery store: a row without a parent is a category
 * (Fruits & Vegetables, with an image tile), a row with one is its sub-category (Fresh Fruits).
 */
export const groceryCategories = pgTable(
  'grocery_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => groceryCategories.id, {
      onDelete: 'cascade',
    }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    sortOrder: smallint('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [index('grocery_categories_parent').on(table.parentId, table.sortOrder)],
);

/** A choice on an item, e.g. "Size" (min 1, max 1) or "Extra toppings" (min 0, max 3). */
export const addonGroups = pgTable(
  'addon_groups',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    minChoices: smallint('min_choices').notNull().default(0),
    maxChoices: smallint('max_choices').notNull().default(1),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [index('addon_groups_item').on(table.itemId)],
);

export const addons = pgTable(
  'addons',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => addonGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull().default(0),
    isAvailable: boolean('is_available').notNull().default(true),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [index('addons_group').on(table.groupId)],
);
