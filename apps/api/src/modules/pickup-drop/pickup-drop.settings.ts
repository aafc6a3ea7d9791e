import {
  courierTariffSchema,
  courierZoneSchema,
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
  'pickupDropZone',
] as const;

function parseJson<T>(text: string | undefined, schema: z.ZodType<T>): T | null {
  if (!text) return null;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Pickup and drop's settings, checked: the service is off (is_enabled false) when it is switched
 * off or its tariff or zone is missing or malformed, so a bad row never prices a task.
 */
export async function readPickupDropSettings(db: Executor): Promise<PickupDropSettings | null> {
  const values = await readSettingValues(db, PICKUP_DROP_SETTING_KEYS);
  const tariff = parseJson(values.get('pickupDropTariff'), courierTariffSchema);
  const zone = parseJson(values.get('pickupDropZone'), courierZoneSchema);
  if (!tariff || !zone) return null;
  const taskTypes = parseJson(values.get('pickupDropTaskTypes'), z.array(taskTypeSchema)) ?? [
    ...TASK_TYPES,
  ];
  return {
    is_enabled: values.get('pickupDropEnabled') === 'true',
    task_types: taskTypes,
    tariff,
    zone,
  };
}
