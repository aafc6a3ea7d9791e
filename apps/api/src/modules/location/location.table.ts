import { doublePrecision, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';

export const popularLocations = pgTable('popular_locations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The formatted address shown and saved when this location is picked. */
  formattedAddress: text('formatted_address').notNull(),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  sortOrder: smallint('sort_order').notNull().default(0),
});
