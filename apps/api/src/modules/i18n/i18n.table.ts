import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const languages = pgTable(
  'languages',
  {
    id: serial('id').primaryKey(),
    languageName: text('language_name').notNull(),
    /** BCP 47 code, used for the html lang attribute. */
    code: text('code').notNull(),
    isDefault: smallint('is_default').notNull().default(0),
    /** Written right to left (Arabic, Hebrew, Urdu): the app sets dir="rtl". */
    isRtl: boolean('is_rtl').notNull().default(false),
  },
  (table) => [
    uniqueIndex('languages_code_unique').on(table.code),
    // At most one default language.
    uniqueIndex('languages_single_default')
      .on(table.isDefault)
      .where(sql`${table.isDefault} = 1`),
  ],
);

export const translations = pgTable(
  'translations',
  {
    languageId: integer('language_id')
      .notNull()
      .references(() => languages.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    value: text('value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.languageId, table.key] })],
);
