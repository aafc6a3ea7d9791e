import {
  PICKUP_DROP_DISPATCH_KM_DEFAULT,
  PICKUP_DROP_PHOTO_PROOF_DEFAULT,
  type AdminPickupDropSettings,
  type PickupDropSettingProblem,
} from '@app/shared/courier/courier-admin.schemas';
import {
  courierTariffSchema,
  storedCourierZonesSchema,
  TASK_TYPES,
  taskTypeSchema,
  type PickupDropSettings,
} from '@app/shared/courier/courier.schemas';
import { z } from 'zod';
import type { Executor } from '../../db/client';
import { readSettingValues } from '../settings/settings.repository';

/** The settings rows pickup and drop reads (JSON where structured; all public). */
export const PICKUP_DROP_SETTING_KEYS = [
  'pickupDropEnabled',
  'pickupDropTaskTypes',
  'pickupDropTariff',
  // JSON: a list of 1 to 20 named zones (centre and km); one bare zone as rows were written before.
  'pickupDropZone',
  // 'true' (default) or 'false': a rider may deliver with a photo when the recipient is absent.
  'pickupDropPhotoProof',
  // km (default 8): tasks are offered to online riders within this distance of the pickup.
  'pickupDropDispatchKm',
] as const;
export type PickupDropSettingKey = (typeof PICKUP_DROP_SETTING_KEYS)[number];

type Parsed<T> = { value: T } | { problem: string };

function parseJson<T>(text: string | undefined, schema: z.ZodType<T>): Parsed<T> {
  if (!text) return { problem: 'not set' };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'not valid JSON' };
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return { value: parsed.data };
  return {
    problem: parsed.error.issues
      .slice(0, 3)
      .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ` : '') + issue.message)
      .join('; '),
  };
}

const valueOf = <T>(parsed: Parsed<T>): T | null => ('value' in parsed ? parsed.value : null);

/** 'true' or 'false'; anything else is a problem and reads as the default. */
function parseFlag(text: string | undefined): Parsed<boolean> {
  if (text === 'true') return { value: true };
  if (text === 'false') return { value: false };
  return { problem: text === undefined ? 'not set' : 'must be true or false' };
}

/** Any number of km above 0, as dispatch reads it (delivery/courier-dispatch.ts). */
function parseKm(text: string | undefined): Parsed<number> {
  if (text === undefined || text === '') return { problem: 'not set' };
  const km = Number(text);
  return Number.isFinite(km) && km > 0
    ? { value: km }
    : { problem: 'must be a number of km above 0' };
}

/**
 * Every pickup-and-drop setting as stored, each checked on its own: what reads well, and what is
 * missing or malformed (and so off or defaulted). `readPickupDropSettings` and the console's
 * editor both start here.
 */
export async function inspectPickupDropSettings(db: Executor): Promise<AdminPickupDropSettings> {
  const values = await readSettingValues(db, PICKUP_DROP_SETTING_KEYS);
  const problems: PickupDropSettingProblem[] = [];
  const check = <T>(
    key: PickupDropSettingKey,
    field: PickupDropSettingProblem['field'],
    parsed: Parsed<T>,
    { report = true }: { report?: boolean } = {},
  ): T | null => {
    if ('problem' in parsed && report) {
      problems.push({ key, field, message: parsed.problem, stored: values.get(key) ?? null });
    }
    return valueOf(parsed);
  };
  const enabledText = values.get('pickupDropEnabled');
  // A missing switch is simply off; a switch reading neither true nor false is worth saying.
  const isEnabled =
    check('pickupDropEnabled', 'is_enabled', parseFlag(enabledText), {
      report: enabledText !== undefined,
    }) ?? false;
  const taskTypesText = values.get('pickupDropTaskTypes');
  const taskTypes = check(
    'pickupDropTaskTypes',
    'task_types',
    parseJson(taskTypesText, z.array(taskTypeSchema)),
    { report: taskTypesText !== undefined },
  );
  const tariff = check(
    'pickupDropTariff',
    'tariff',
    parseJson(values.get('pickupDropTariff'), courierTariffSchema),
  );
  const zones = check(
    'pickupDropZone',
    'zones',
    parseJson(values.get('pickupDropZone'), storedCourierZonesSchema),
  );
  const photoText = values.get('pickupDropPhotoProof');
  const proofPhotoAllowed =
    check('pickupDropPhotoProof', 'proof_photo_allowed', parseFlag(photoText), {
      report: photoText !== undefined,
    }) ?? PICKUP_DROP_PHOTO_PROOF_DEFAULT;
  const dispatchText = values.get('pickupDropDispatchKm');
  const dispatchKm =
    check('pickupDropDispatchKm', 'dispatch_radius_km', parseKm(dispatchText), {
      report: dispatchText !== undefined,
    }) ?? PICKUP_DROP_DISPATCH_KM_DEFAULT;
  return {
    is_enabled: isEnabled,
    is_live: isEnabled && tariff !== null && zones !== null,
    task_types: taskTypes,
    tariff,
    zones,
    proof_photo_allowed: proofPhotoAllowed,
    dispatch_radius_km: dispatchKm,
    problems,
  };
}

/**
 * Pickup and drop's settings, checked: the service is off (null) when its tariff or zones are
 * missing or malformed (one bad zone is enough), so a bad row never prices a task; is_enabled is false unless switched on.
 * Missing or malformed task types mean every type; the photo proof and dispatch radius fall back
 * to their defaults (true, 8 km).
 */
export async function readPickupDropSettings(db: Executor): Promise<PickupDropSettings | null> {
  const stored = await inspectPickupDropSettings(db);
  if (!stored.tariff || !stored.zones) return null;
  return {
    is_enabled: stored.is_enabled,
    task_types: stored.task_types ?? [...TASK_TYPES],
    tariff: stored.tariff,
    zones: stored.zones,
    proof_photo_allowed: stored.proof_photo_allowed,
    dispatch_radius_km: stored.dispatch_radius_km,
  };
}
