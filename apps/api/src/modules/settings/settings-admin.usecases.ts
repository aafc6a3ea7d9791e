import type { AdminSettings } from '@app/shared/settings/settings-admin.schemas';
import {
  SETTINGS_CATALOG,
  settingField,
  settingValueProblem,
} from '@app/shared/settings/settings-catalog';
import type { Database, Executor } from '../../db/client';
import { sanitizeHtml } from '../../lib/sanitize-html';
import {
  createInvalidSettingError,
  createNotImageSettingError,
  createUnknownSettingError,
} from './settings-admin.errors';
import {
  bumpCacheClearVersion,
  bumpSettingsVersion,
  getAppVersion,
  readSettingValues,
  writeSetting,
} from './settings.repository';

const CATALOG_KEYS = SETTINGS_CATALOG.map((field) => field.key);

/** How a secret shows in the editor and the audit log: only whether it holds anything. */
const isSecretSet = (value: string | undefined) => (value ?? '') !== '';

/**
 * Every catalogued setting as the editor shows it: secrets only as set or not set, an empty value
 * as the field's default (what the server uses meanwhile: cash on delivery stays on until turned off).
 */
export async function getAdminSettings(db: Database): Promise<AdminSettings> {
  const stored = await readSettingValues(db, CATALOG_KEYS);
  const values: Record<string, string> = {};
  const secrets: Record<string, boolean> = {};
  for (const field of SETTINGS_CATALOG) {
    if (field.type === 'secret') secrets[field.key] = isSecretSet(stored.get(field.key));
    else values[field.key] = stored.get(field.key) || field.default || '';
  }
  return { values, secrets, versions: await getAppVersion({ db }) };
}

/**
 * Checks every value against its field (all problems at once, nothing written on any), sanitises
 * HTML, and answers the rows to write. Secrets are written as given (private); the rest public.
 */
function checkedRows(values: Record<string, string>) {
  const unknown = Object.keys(values).filter((key) => !settingField(key));
  if (unknown.length > 0) throw createUnknownSettingError(unknown);
  const issues: { path: string; message: string }[] = [];
  const rows = Object.entries(values).map(([key, raw]) => {
    const field = settingField(key)!;
    const value = field.type === 'secret' ? raw : raw.trim();
    const problem = settingValueProblem(field, value);
    if (problem) issues.push({ path: `values.${key}`, message: problem });
    return {
      key,
      isSecret: field.type === 'secret',
      value: field.type === 'html' ? sanitizeHtml(value) : value,
    };
  });
  if (issues.length > 0) throw createInvalidSettingError(issues);
  return rows;
}

export interface SettingsChange {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

/** Writes the audit row with the change, inside the change's transaction. */
export type AuditWrite = (tx: Executor, change: SettingsChange) => Promise<void>;

/**
 * Saves the changed settings in one transaction and raises `forceNewSettingsVersion`, so open
 * customer apps refetch them. `audit` runs inside the transaction with before and after, secrets
 * shown only as set or not set. Values equal to the stored ones are left out of the audit.
 */
export async function saveAdminSettings(
  db: Database,
  {
    values,
    audit,
  }: {
    values: Record<string, string>;
    audit: AuditWrite;
  },
): Promise<AdminSettings> {
  const rows = checkedRows(values);
  await db.transaction(async (tx) => {
    const stored = await readSettingValues(
      tx,
      rows.map((row) => row.key),
    );
    const change: SettingsChange = { before: {}, after: {} };
    for (const row of rows) {
      await writeSetting({ db: tx, key: row.key, value: row.value, isPublic: !row.isSecret });
      const old = stored.get(row.key);
      if (row.isSecret) {
        change.before[row.key] = isSecretSet(old) ? '[set]' : '[not set]';
        change.after[row.key] = isSecretSet(row.value) ? '[set]' : '[not set]';
        // A new secret is a change even when both are "set".
        if (old !== row.value) change.after[row.key] = `${String(change.after[row.key])} (changed)`;
      } else if (old !== row.value) {
        change.before[row.key] = old ?? null;
        change.after[row.key] = row.value;
      }
    }
    await bumpSettingsVersion(tx);
    await audit(tx, change);
  });
  return getAdminSettings(db);
}

/** Raises `forceCacheClearVersion`: every open customer app clears its caches and reloads. */
export async function clearClientCaches(db: Database, audit: AuditWrite) {
  await db.transaction(async (tx) => {
    const before = await getAppVersion({ db: tx });
    await bumpCacheClearVersion(tx);
    const after = await getAppVersion({ db: tx });
    await audit(tx, {
      before: { forceCacheClearVersion: before.forceCacheClearVersion },
      after: { forceCacheClearVersion: after.forceCacheClearVersion },
    });
  });
  return getAdminSettings(db);
}

/**
 * An image upload for a setting: the key must be a catalogued image setting (checked before
 * anything is stored); `store` checks and stores the image (console routes pass the uploader the
 * store logos use) and answers its URL. Nothing is saved to the setting itself.
 */
export async function uploadSettingImage(
  key: string,
  store: () => Promise<string>,
): Promise<string> {
  const field = settingField(key);
  if (!field) throw createUnknownSettingError([key]);
  if (field.type !== 'image') throw createNotImageSettingError(key);
  return store();
}
