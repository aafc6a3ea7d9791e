import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { stores } from './catalog.table';

export const sliderKind = pgEnum('slider_kind', [
  'mainSlides',
  'newArrivals',
  'otherSlides',
  'getItSlides',
  'topPickupSlides',
]);

/** A promo slider (SPEC §3: promo_slider has size and position_id). */
export const promoSliders = pgTable('promo_sliders', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  kind: sliderKind('kind').notNull(),
  size: smallint('size').notNull().default(1),
  positionId: smallint('position_id').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** A slide: model '3' is a plain image link; otherwise it opens its store (or url when set). */
export const promoSlides = pgTable(
  'promo_slides',
  {
    id: serial('id').primaryKey(),
    sliderId: integer('slider_id')
      .notNull()
      .references(() => promoSliders.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    image: text('image').notNull(),
    url: text('url'),
    model: text('model').notNull().default('1'),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [index('promo_slides_slider').on(table.sliderId)],
);

export const categorySlides = pgTable('category_slides', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  link: text('link').notNull().default(''),
  categoriesIds: integer('categories_ids').array().notNull().default([]),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  image: text('image').notNull().default(''),
  storeId: integer('store_id').references(() => stores.id, { onDelete: 'cascade' }),
  couponCode: text('coupon_code'),
  /** Only for logged-in users (get-user-offers). */
  isUserOnly: boolean('is_user_only').notNull().default(false),
  sortOrder: smallint('sort_order').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
});

/** Static pages; `body` is sanitised HTML. */
export const pages = pgTable('pages', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  body: text('body').notNull().default(''),
});
