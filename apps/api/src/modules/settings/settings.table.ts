import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull().default(''),
  /** Only public settings are ever sent to clients; secrets stay false. */
  isPublic: boolean('is_public').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1): the versions the client compares to decide on a forced update (SPEC §4). */
export const appVersions = pgTable('app_versions', {
  id: integer('id').primaryKey().default(1),
  forceNewSettingsVersion: text('force_new_settings_version').notNull().default('1'),
  forceCacheClearVersion: text('force_cache_clear_version').notNull().default('1'),
});
