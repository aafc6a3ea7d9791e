import type {
  AdminPickupDropSettings,
  SavePickupDropSettingsRequest,
} from '@app/shared/courier/courier-admin.schemas';
import {
  courierTariffSchema,
  courierZonesSchema,
  TASK_TYPES,
} from '@app/shared/courier/courier.schemas';
import type { Database } from '../../db/client';
import type { AuthenticatedUser } from '../accounts/auth-tokens.repository';
import { recordAudit } from '../audit/audit.repository';
import {
  bumpSettingsVersion,
  readSettingValues,
  writeSetting,
} from '../settings/settings.repository';
import { createAdminOnlyError, createInvalidSettingsError } from './pickup-drop-admin.errors';
import {
  inspectPickupDropSettings,
  PICKUP_DROP_SETTING_KEYS,
  type PickupDropSettingKey,
} from './pickup-drop.settings';

/** Pickup and drop's settings are for admins only (403 auth.forbidden for every other role). */
export function ensureAdmin(user: AuthenticatedUser) {
  if (user.role !== 'admin') throw createAdminOnlyError();
}

/** The stored settings for the editor, each part checked on its own (see inspectPickupDropSettings). */
export function getAdminPickupDropSettings(db: Database): Promise<AdminPickupDropSettings> {
  return inspectPickupDropSettings(db);
}

type SaveInput = Omit<SavePickupDropSettingsRequest, 'token' | 'user_id'>;

/** The rows a save writes, as text; checked again with the read schemas so they read back valid. */
function toRows(input: SaveInput): Record<PickupDropSettingKey, string> {
  const tariff = courierTariffSchema.safeParse(input.tariff);
  const zones = courierZonesSchema.safeParse(input.zones);
  if (!tariff.success || !zones.success) throw createInvalidSettingsError();
  return {
    pickupDropEnabled: String(input.is_enabled),
    // In the catalogue's order, whatever order they were ticked in.
    pickupDropTaskTypes: JSON.stringify(
      TASK_TYPES.filter((type) => input.task_types.includes(type)),
    ),
    pickupDropTariff: JSON.stringify(tariff.data),
    // Always the list form (the reader still takes the single zone older rows hold).
    pickupDropZone: JSON.stringify(zones.data),
    pickupDropPhotoProof: String(input.proof_photo_allowed),
    pickupDropDispatchKm: String(input.dispatch_radius_km),
  };
}

/** A stored value for the audit: its JSON when it is JSON, its text otherwise, null when absent. */
function auditValue(text: string | undefined): unknown {
  if (text === undefined) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function auditSnapshot(values: ReadonlyMap<string, string>) {
  return Object.fromEntries(
    PICKUP_DROP_SETTING_KEYS.map((key) => [key, auditValue(values.get(key))]),
  );
}

/**
 * Writes every pickup-and-drop setting in one transaction with its audit row (who, before and
 * after), and raises the public settings version so clients refetch what they keep. Nothing is
 * written when anything fails. Answers the settings as now stored.
 */
export async function saveAdminPickupDropSettings(
  db: Database,
  user: AuthenticatedUser,
  { input, ip }: { input: SaveInput; ip: string | null },
): Promise<AdminPickupDropSettings> {
  ensureAdmin(user);
  const rows = toRows(input);
  await db.transaction(async (tx) => {
    const before = await readSettingValues(tx, PICKUP_DROP_SETTING_KEYS);
    for (const key of PICKUP_DROP_SETTING_KEYS) {
      await writeSetting({ db: tx, key, value: rows[key], isPublic: true });
    }
    await bumpSettingsVersion(tx);
    await recordAudit({
      db: tx,
      actorUserId: user.id,
      action: 'console.save-pickup-drop-settings',
      targetUserId: null,
      details: {
        before: auditSnapshot(before),
        after: auditSnapshot(new Map(Object.entries(rows))),
      },
      ip,
    });
  });
  return inspectPickupDropSettings(db);
}
