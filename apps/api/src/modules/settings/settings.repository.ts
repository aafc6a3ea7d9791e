import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appVersions, settings } from './settings.table';

export async function getPublicSettings({ db }: { db: Database }): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(eq(settings.isPublic, true))
    .orderBy(settings.key);
  return Object.fromEntries(rows.map((row) => [row.key, row.value]));
}

export async function getAppVersion({ db }: { db: Database }) {
  const [row] = await db
    .select({
      forceNewSettingsVersion: appVersions.forceNewSettingsVersion,
      forceCacheClearVersion: appVersions.forceCacheClearVersion,
    })
    .from(appVersions)
    .where(eq(appVersions.id, 1));
  return row ?? { forceNewSettingsVersion: '1', forceCacheClearVersion: '1' };
}
