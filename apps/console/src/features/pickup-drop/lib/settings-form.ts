import {
  courierTariffInputSchema,
  savePickupDropSettingsRequestSchema,
  type AdminPickupDropSettings,
  type CourierTariffInput,
  type SavePickupDropSettingsRequest,
} from '@app/shared/courier/courier-admin.schemas';
import { TASK_TYPES } from '@app/shared/courier/courier.schemas';

export type TaskType = (typeof TASK_TYPES)[number];
export type SaveBody = Omit<SavePickupDropSettingsRequest, 'token' | 'user_id'>;

export const TASK_TYPE_LABELS: Record<TaskType, string> = {
  documents: 'Documents',
  food: 'Food',
  parcel: 'Parcel',
  keys: 'Keys',
  laundry: 'Laundry',
  custom: 'Anything else',
};

/** Rows carry a key of their own so React keeps each input's focus when rows come and go. */
export interface BandRow {
  key: number;
  maxKg: string;
  fee: string;
}
export interface ZoneRow {
  key: number;
  name: string;
  latitude: string;
  longitude: string;
  radiusKm: string;
}
export interface SurchargeRow {
  key: number;
  from: string;
  to: string;
  percent: string;
  label: string;
}

/** The editor's state: text as typed (rupees, percent, km), turned into the contract on save. */
export interface SettingsForm {
  isEnabled: boolean;
  taskTypes: TaskType[];
  baseFare: string;
  baseDistanceKm: string;
  perKmFare: string;
  minDistanceKm: string;
  maxDistanceKm: string;
  bands: BandRow[];
  surcharges: SurchargeRow[];
  taxPercent: string;
  allDay: boolean;
  open: string;
  close: string;
  zones: ZoneRow[];
  proofPhotoAllowed: boolean;
  dispatchKm: string;
}

/** Field errors by contract path ("tariff.weightBands.1.maxKg"), as the server names them too. */
export type FieldErrors = Record<string, string>;

let nextKey = 1;
export const newRowKey = () => (nextKey += 1);

/** What a stored tariff that cannot be read is replaced with in the form, to be checked and saved. */
const STARTER_TARIFF: CourierTariffInput = {
  baseFareMinor: 4000,
  baseDistanceKm: 2,
  perKmMinor: 1000,
  weightBands: [{ maxKg: 5, feeMinor: 0 }],
  minDistanceKm: 1,
  maxDistanceKm: 20,
  surcharges: [],
  taxBps: 0,
  serviceHours: null,
};

const rupees = (minor: number) =>
  minor % 100 === 0 ? String(minor / 100) : (minor / 100).toFixed(2);
const percent = (bps: number) => String(bps / 100);

export function toForm(settings: AdminPickupDropSettings): SettingsForm {
  const tariff = settings.tariff ?? STARTER_TARIFF;
  return {
    isEnabled: settings.is_enabled,
    taskTypes: settings.task_types ?? [...TASK_TYPES],
    baseFare: rupees(tariff.baseFareMinor),
    baseDistanceKm: String(tariff.baseDistanceKm),
    perKmFare: rupees(tariff.perKmMinor),
    minDistanceKm: String(tariff.minDistanceKm),
    maxDistanceKm: String(tariff.maxDistanceKm),
    bands: tariff.weightBands.map((band) => ({
      key: newRowKey(),
      maxKg: String(band.maxKg),
      fee: rupees(band.feeMinor),
    })),
    surcharges: tariff.surcharges.map((window) => ({
      key: newRowKey(),
      from: window.from,
      to: window.to,
      percent: percent(window.bps),
      label: window.label,
    })),
    taxPercent: percent(tariff.taxBps),
    allDay: tariff.serviceHours === null,
    open: tariff.serviceHours?.open ?? '07:00',
    close: tariff.serviceHours?.close ?? '23:00',
    // Zones that cannot be read: one empty row, to be filled in and saved.
    zones: (settings.zones ?? [null]).map((zone) => ({
      key: newRowKey(),
      name: zone?.name ?? '',
      latitude: zone ? String(zone.latitude) : '',
      longitude: zone ? String(zone.longitude) : '',
      radiusKm: zone ? String(zone.radiusKm) : '',
    })),
    proofPhotoAllowed: settings.proof_photo_allowed,
    dispatchKm: String(settings.dispatch_radius_km),
  };
}

/** The form without its row keys: equal snapshots mean nothing changed. */
export function formSnapshot(form: SettingsForm): string {
  return JSON.stringify({
    ...form,
    taskTypes: [...form.taskTypes].sort(),
    bands: form.bands.map(({ maxKg, fee }) => ({ maxKg, fee })),
    surcharges: form.surcharges.map(({ from, to, percent: p, label }) => ({ from, to, p, label })),
    zones: form.zones.map(({ key: _key, ...zone }) => zone),
  });
}

type Converted = { value: number; error: null } | { value: number; error: string };

/** "40" or "40.50" (two decimals at most) → ×100, integer. */
function hundredths(text: string, error: string): Converted {
  const trimmed = text.trim();
  return /^\d+(\.\d{1,2})?$/.test(trimmed)
    ? { value: Math.round(Number(trimmed) * 100), error: null }
    : { value: Number.NaN, error };
}

function decimal(text: string, error: string, { signed = false } = {}): Converted {
  const trimmed = text.trim();
  const pattern = signed ? /^-?\d+(\.\d+)?$/ : /^\d+(\.\d+)?$/;
  return pattern.test(trimmed)
    ? { value: Number(trimmed), error: null }
    : { value: Number.NaN, error };
}

const MONEY = 'Enter rupees, like 40 or 40.50';
const KM = 'Enter km, like 2 or 2.5';
const PERCENT = 'Enter a percent, like 18 or 2.5';
const DEGREES_LATITUDE = 'Enter degrees, like 12.9716';
const DEGREES_LONGITUDE = 'Enter degrees, like 77.5946';

/** The contract's own words for a weight band's limit, said like the form's other errors. */
function friendlyIssue(path: string, issue: { code: string; message: string }): string {
  if (/^tariff\.weightBands\.\d+\.maxKg$/.test(path) && issue.code === 'too_small') {
    return 'Enter a weight above 0 kg';
  }
  return issue.message;
}

/**
 * The body to send, and the errors the server would answer, by field: what cannot be read as a
 * number first, then the shared contract's own checks (the same schema the server runs).
 */
export function toBody(form: SettingsForm): { body: SaveBody; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const read = (path: string, converted: Converted) => {
    if (converted.error) errors[path] = converted.error;
    return converted.value;
  };
  const body: SaveBody = {
    is_enabled: form.isEnabled,
    task_types: TASK_TYPES.filter((type) => form.taskTypes.includes(type)),
    tariff: {
      baseFareMinor: read('tariff.baseFareMinor', hundredths(form.baseFare, MONEY)),
      baseDistanceKm: read('tariff.baseDistanceKm', decimal(form.baseDistanceKm, KM)),
      perKmMinor: read('tariff.perKmMinor', hundredths(form.perKmFare, MONEY)),
      weightBands: form.bands.map((band, index) => ({
        maxKg: read(`tariff.weightBands.${index}.maxKg`, decimal(band.maxKg, 'Enter kg, like 5')),
        feeMinor: read(`tariff.weightBands.${index}.feeMinor`, hundredths(band.fee, MONEY)),
      })),
      minDistanceKm: read('tariff.minDistanceKm', decimal(form.minDistanceKm, KM)),
      maxDistanceKm: read('tariff.maxDistanceKm', decimal(form.maxDistanceKm, KM)),
      surcharges: form.surcharges.map((window, index) => ({
        from: window.from.trim(),
        to: window.to.trim(),
        bps: read(`tariff.surcharges.${index}.bps`, hundredths(window.percent, PERCENT)),
        label: window.label.trim(),
      })),
      taxBps: read('tariff.taxBps', hundredths(form.taxPercent, PERCENT)),
      serviceHours: form.allDay ? null : { open: form.open.trim(), close: form.close.trim() },
    },
    zones: form.zones.map((zone, index) => ({
      name: zone.name.trim(),
      latitude: read(
        `zones.${index}.latitude`,
        decimal(zone.latitude, DEGREES_LATITUDE, { signed: true }),
      ),
      longitude: read(
        `zones.${index}.longitude`,
        decimal(zone.longitude, DEGREES_LONGITUDE, { signed: true }),
      ),
      radiusKm: read(`zones.${index}.radiusKm`, decimal(zone.radiusKm, KM)),
    })),
    proof_photo_allowed: form.proofPhotoAllowed,
    dispatch_radius_km: read('dispatch_radius_km', decimal(form.dispatchKm, KM)),
  };
  const checked = savePickupDropSettingsRequestSchema.safeParse(body);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const path = issue.path.join('.');
      errors[path] ??= friendlyIssue(path, issue);
    }
  }
  return { body, errors };
}

/** The tariff as typed, when it is valid on its own (for the example price). */
export function validTariff(body: SaveBody): CourierTariffInput | null {
  const parsed = courierTariffInputSchema.safeParse(body.tariff);
  return parsed.success ? parsed.data : null;
}

/** Every path the form shows an error next to; anything else goes in the summary. */
export function fieldPaths(form: SettingsForm): Set<string> {
  const paths = [
    'task_types',
    'tariff.baseFareMinor',
    'tariff.baseDistanceKm',
    'tariff.perKmMinor',
    'tariff.minDistanceKm',
    'tariff.maxDistanceKm',
    'tariff.weightBands',
    'tariff.surcharges',
    'tariff.taxBps',
    'tariff.serviceHours.open',
    'tariff.serviceHours.close',
    'zones',
    'dispatch_radius_km',
  ];
  form.bands.forEach((_, index) => {
    paths.push(`tariff.weightBands.${index}.maxKg`, `tariff.weightBands.${index}.feeMinor`);
  });
  form.zones.forEach((_, index) => {
    for (const part of ['name', 'latitude', 'longitude', 'radiusKm']) {
      paths.push(`zones.${index}.${part}`);
    }
  });
  form.surcharges.forEach((_, index) => {
    for (const part of ['from', 'to', 'bps', 'label']) {
      paths.push(`tariff.surcharges.${index}.${part}`);
    }
  });
  return new Set(paths);
}
