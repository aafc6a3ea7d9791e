import { eq, inArray, sql } from 'drizzle-orm';
import { SECRET_SETTING_KEYS } from '@app/shared/settings/settings-catalog';
import type { Database, Executor } from '../../db/client';
import { sanitizeSettingValue } from '../../lib/sanitize-html';
import { appVersions, settings } from './settings.table';

const SECRET_KEYS = new Set(SECRET_SETTING_KEYS);

export async function getPublicSettings({ db }: { db: Database }): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.isPublic, true))
    .orderBy(settings.key);
  // HTML settings are sanitised on save too; this covers rows written any other way. A secret
  // stays out even when its row was written public by hand.
  return Object.fromEntries(
    rows
      .filter((row) => !SECRET_KEYS.has(row.key))
      .map((row) => [row.key, sanitizeSettingValue(row.key, row.value)]),
  );
}

export async function getAppVersion({ db }: { db: Executor }) {
  const [row] = await db
    .select({
      forceNewSettingsVersion: appVersions.forceNewSettingsVersion,
      forceCacheClearVersion: appVersions.forceCacheClearVersion,
    })
    .from(appVersions)
    .where(eq(appVersions.id, 1));
  return row ?? { forceNewSettingsVersion: '1', forceCacheClearVersion: '1' };
}

/** The trimmed values of some settings keys (absent keys are absent). */
export async function readSettingValues(
  db: Executor,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((row) => [row.key, row.value.trim()]));
}

/** One setting's value (public or not), or null when there is no such row. */
export async function readSettingValue({ db, key }: { db: Database; key: string }) {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, key))
    .limit(1);
  return row?.value ?? null;
}

/** The setting's value and whether it is public, or null when there is no such row. */
export async function findSetting({ db, key }: { db: Database; key: string }) {
  const [row] = await db
    .select({ value: settings.value, isPublic: settings.isPublic })
    .from(settings)
    .where(eq(settings.key, key));
  return row ?? null;
}

/**
 * Writes the setting, replacing a stored value, or with `keepStored` only when the key is not stored
 * yet (a key made on first start of any instance). Pass the caller's `tx` inside a transaction.
 */
export async function writeSetting({
  db,
  key,
  value,
  isPublic,
  keepStored = false,
}: {
  db: Database;
  key: string;
  value: string;
  isPublic: boolean;
  keepStored?: boolean;
}) {
  const insert = db.insert(settings).values({ key, value, isPublic });
  await (keepStored
    ? insert.onConflictDoNothing({ target: settings.key })
    : insert.onConflictDoUpdate({
        target: settings.key,
        set: { value, isPublic, updatedAt: new Date() },
      }));
}

/**
 * Raises `forceNewSettingsVersion` by one (from 1 when there is no row), so every client refetches
 * the public settings it keeps (the PWA's `settings`, SPEC §4) on its next start. A version that
 * is not a plain number gets ".1" appended: still a change. Pass the caller's `tx`.
 */
export async function bumpSettingsVersion(db: Executor) {
  await db
    .insert(appVersions)
    .values({ id: 1, forceNewSettingsVersion: '2' })
    .onConflictDoUpdate({
      target: appVersions.id,
      set: {
        forceNewSettingsVersion: sql`case when ${appVersions.forceNewSettingsVersion} ~ '^[0-9]{1,9}$'
          then (${appVersions.forceNewSettingsVersion}::integer + 1)::text
          else ${appVersions.forceNewSettingsVersion} || '.1' end`,
      },
    });
}

/** Raises `forceCacheClearVersion` by one, so every client clears its caches on its next start. */
export async function bumpCacheClearVersion(db: Executor) {
  await db
    .insert(appVersions)
    .values({ id: 1, forceCacheClearVersion: '2' })
    .onConflictDoUpdate({
      target: appVersions.id,
      set: {
        forceCacheClearVersion: sql`case when ${appVersions.forceCacheClearVersion} ~ '^[0-9]{1,9}$'
          then (${appVersions.forceCacheClearVersion}::integer + 1)::text
          else ${appVersions.forceCacheClearVersion} || '.1' end`,
      },
    });
}
