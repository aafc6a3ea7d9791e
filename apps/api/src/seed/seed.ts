import { count } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appVersions, settings } from '../modules/settings/settings.table';
import { languages, translations } from '../modules/i18n/i18n.table';
import { popularLocations } from '../modules/location/location.table';
import { users } from '../modules/accounts/accounts.table';
import { riderProfiles } from '../modules/delivery/delivery.table';
import { hashPassword } from '../lib/passwords';
import type { SettingSeed } from './demo-settings';
import { sanitizeSettingValue } from '../lib/sanitize-html';
import { seedCatalog, type CatalogSeed } from './seed-catalog';

/** Plain objects: the demo data and every test's fixture use this one shape. */
export interface SeedData extends CatalogSeed {
  settings?: SettingSeed[];
  appVersion?: { forceNewSettingsVersion: string; forceCacheClearVersion: string };
  languages?: {
    code: string;
    languageName: string;
    isDefault: boolean;
    strings: Record<string, string>;
  }[];
  popularLocations?: {
    name: string;
    formattedAddress: string;
    city?: string;
    state?: string;
    latitude: number;
    longitude: number;
  }[];
  users?: {
    name: string;
    email?: string;
    phone?: string;
    password?: string;
    role?: 'customer' | 'rider' | 'store_owner' | 'agent' | 'admin';
    /** An admin's console areas (all when absent). */
    adminPermissions?: string[];
    /** A rider's approval (issue 17); approved when absent. */
    riderApproval?: 'pending' | 'approved' | 'suspended';
  }[];
}

export async function seedDatabase(db: Database, data: SeedData): Promise<void> {
  await db.transaction(async (tx) => {
    if (data.settings?.length) {
      await tx.insert(settings).values(
        data.settings.map((setting) => ({
          key: setting.key,
          value: sanitizeSettingValue(setting.key, setting.value),
          isPublic: setting.isPublic ?? true,
        })),
      );
    }
    if (data.appVersion) {
      await tx.insert(appVersions).values({ id: 1, ...data.appVersion });
    }
    for (const language of data.languages ?? []) {
      const [row] = await tx
        .insert(languages)
        .values({
          code: language.code,
          languageName: language.languageName,
          isDefault: language.isDefault ? 1 : 0,
        })
        .returning({ id: languages.id });
      const entries = Object.entries(language.strings);
      if (row && entries.length) {
        await tx
          .insert(translations)
          .values(entries.map(([key, value]) => ({ languageId: row.id, key, value })));
      }
    }
    if (data.popularLocations?.length) {
      await tx
        .insert(popularLocations)
        .values(
          data.popularLocations.map((location, index) => ({ ...location, sortOrder: index })),
        );
    }
    if (data.users?.length) {
      const rows = await Promise.all(
        data.users.map(async ({ password, riderApproval: _approval, ...user }) => ({
          ...user,
          passwordHash: password ? await hashPassword(password) : null,
        })),
      );
      const inserted = await tx.insert(users).values(rows).returning({ id: users.id });
      const profiles = data.users.flatMap((user, index) =>
        user.riderApproval && inserted[index]
          ? [{ userId: inserted[index].id, approval: user.riderApproval }]
          : [],
      );
      if (profiles.length) await tx.insert(riderProfiles).values(profiles);
    }
    await seedCatalog(tx, data);
  });
}

/** True when the database holds no settings yet: a fresh install that `npm start` seeds. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ value: count() }).from(settings);
  return (row?.value ?? 0) === 0;
}
