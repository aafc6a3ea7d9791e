import type { OpeningHours } from '@app/shared/catalog/store-status.models';
import type { AdminStore, StoreFields } from '@app/shared/console/store-admin.schemas';
import { fromMinor, toMinorField } from '../../../lib/money-input';

/** The store editor's form: text as typed, turned into the save call's fields (or a problem). */
export interface StoreForm {
  name: string;
  slug: string;
  module: 'food' | 'grocery';
  description: string;
  address: string;
  landmark: string;
  phone: string;
  latitude: string;
  longitude: string;
  image: string;
  banner_image: string;
  always_open: boolean;
  /** Per weekday "11:00-15:00, 18:00-23:00"; empty: closed that day. */
  hours: Record<'1' | '2' | '3' | '4' | '5' | '6' | '7', string>;
  delivery_radius_km: string;
  zone_polygon: [number, number][];
  delivery_type: 1 | 2 | 3;
  commission_percent: string;
  free_delivery: string;
  min_order: string;
  store_charge: string;
  delivery_charge_type: 'FIXED' | 'DYNAMIC';
  delivery_charge: string;
  base_delivery_charge: string;
  base_delivery_distance_km: string;
  extra_delivery_charge_per_km: string;
  tax_percent: string;
  prep_minutes: string;
  delivery_time_minutes: string;
  is_pureveg: boolean;
  category_ids: number[];
  owner_ids: number[];
  rider_ids: number[];
}

export const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];

const hoursText = (hours: OpeningHours | null, day: (typeof WEEKDAYS)[number]) =>
  (hours?.[day] ?? []).map(([open, close]) => `${open}-${close}`).join(', ');

export function emptyForm(): StoreForm {
  return {
    name: '',
    slug: '',
    module: 'food',
    description: '',
    address: '',
    landmark: '',
    phone: '',
    latitude: '',
    longitude: '',
    image: '',
    banner_image: '',
    always_open: true,
    hours: { '1': '', '2': '', '3': '', '4': '', '5': '', '6': '', '7': '' },
    delivery_radius_km: '5',
    zone_polygon: [],
    delivery_type: 3,
    commission_percent: '15',
    free_delivery: '',
    min_order: '0',
    store_charge: '0',
    delivery_charge_type: 'FIXED',
    delivery_charge: '0',
    base_delivery_charge: '0',
    base_delivery_distance_km: '0',
    extra_delivery_charge_per_km: '0',
    tax_percent: '0',
    prep_minutes: '15',
    delivery_time_minutes: '30',
    is_pureveg: false,
    category_ids: [],
    owner_ids: [],
    rider_ids: [],
  };
}

export function formOf(store: AdminStore): StoreForm {
  const hours = store.opening_hours as OpeningHours | null;
  return {
    ...emptyForm(),
    name: store.name,
    slug: store.slug,
    module: store.module,
    description: store.description,
    address: store.address,
    landmark: store.landmark,
    phone: store.phone ?? '',
    latitude: String(store.latitude),
    longitude: String(store.longitude),
    image: store.image,
    banner_image: store.banner_image,
    always_open: hours === null,
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, hoursText(hours, day)]),
    ) as StoreForm['hours'],
    delivery_radius_km: String(store.delivery_radius_km),
    zone_polygon: store.zone_polygon ?? [],
    delivery_type: store.delivery_type,
    commission_percent: String(store.commission_bps / 100),
    free_delivery: fromMinor(store.free_delivery_subtotal_minor),
    min_order: fromMinor(store.min_order_minor),
    store_charge: fromMinor(store.store_charge_minor),
    delivery_charge_type: store.delivery_charge_type,
    delivery_charge: fromMinor(store.delivery_charge_minor),
    base_delivery_charge: fromMinor(store.base_delivery_charge_minor),
    base_delivery_distance_km: String(store.base_delivery_distance_km),
    extra_delivery_charge_per_km: fromMinor(store.extra_delivery_charge_per_km_minor),
    tax_percent: String(store.tax_bps / 100),
    prep_minutes: String(store.prep_minutes),
    delivery_time_minutes: String(store.delivery_time_minutes),
    is_pureveg: store.is_pureveg,
    category_ids: store.category_ids,
    owner_ids: store.owner_ids,
    rider_ids: store.rider_ids,
  };
}

export const slugOf = (name: string) =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

function parseHours(text: string): [string, string][] | null {
  if (!text.trim()) return [];
  const ranges: [string, string][] = [];
  for (const part of text.split(',')) {
    const match = /^\s*([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)\s*$/.exec(part);
    if (!match) return null;
    ranges.push([`${match[1]}:${match[2]}`, `${match[3]}:${match[4]}`]);
  }
  return ranges;
}

/** The save call's fields, or the first problem in words (the server checks everything again). */
export function fieldsOf(form: StoreForm): { fields: StoreFields } | { problem: string } {
  const number = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
  const latitude = number(form.latitude);
  const longitude = number(form.longitude);
  const radius = number(form.delivery_radius_km);
  const money = {
    min_order: toMinorField(form.min_order) ?? 0,
    store_charge: toMinorField(form.store_charge) ?? 0,
    delivery_charge: toMinorField(form.delivery_charge) ?? 0,
    base_delivery_charge: toMinorField(form.base_delivery_charge) ?? 0,
    extra: toMinorField(form.extra_delivery_charge_per_km) ?? 0,
    free: toMinorField(form.free_delivery),
  };
  if (!form.name.trim()) return { problem: 'Give the store a name.' };
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(form.slug)) {
    return { problem: 'The slug takes lower-case letters, digits and single hyphens.' };
  }
  if (!(latitude >= -90 && latitude <= 90) || !(longitude >= -180 && longitude <= 180)) {
    return { problem: 'Enter the latitude (−90 to 90) and longitude (−180 to 180).' };
  }
  if (!(radius >= 0.1 && radius <= 100))
    return { problem: 'The delivery radius is 0.1 to 100 km.' };
  if (form.zone_polygon.length > 0 && form.zone_polygon.length < 3) {
    return { problem: 'A zone needs at least 3 points (or clear it).' };
  }
  if (Object.values(money).some((value) => Number.isNaN(value))) {
    return { problem: 'Enter amounts like 40 or 40.50.' };
  }
  const commission = Math.round(number(form.commission_percent) * 100);
  const tax = Math.round(number(form.tax_percent) * 100);
  if (!(commission >= 0 && commission <= 10_000) || !(tax >= 0 && tax <= 10_000)) {
    return { problem: 'Commission and tax are percentages from 0 to 100.' };
  }
  const hours: Record<string, [string, string][]> = {};
  if (!form.always_open) {
    for (const day of WEEKDAYS) {
      const ranges = parseHours(form.hours[day]);
      if (ranges === null) {
        return {
          problem: `Hours for ${WEEKDAY_NAMES[Number(day) - 1]}: write them as 11:00-15:00, 18:00-23:00.`,
        };
      }
      if (ranges.length) hours[day] = ranges;
    }
  }
  const prep = number(form.prep_minutes);
  const eta = number(form.delivery_time_minutes);
  if (!Number.isInteger(prep) || !Number.isInteger(eta) || prep < 0 || eta < 1) {
    return { problem: 'Preparation and delivery times are whole minutes.' };
  }
  return {
    fields: {
      name: form.name.trim(),
      slug: form.slug,
      module: form.module,
      description: form.description.trim(),
      address: form.address.trim(),
      landmark: form.landmark.trim(),
      phone: form.phone.trim() || null,
      latitude,
      longitude,
      image: form.image,
      banner_image: form.banner_image,
      opening_hours: form.always_open ? null : hours,
      delivery_radius_km: radius,
      zone_polygon: form.zone_polygon.length ? form.zone_polygon : null,
      delivery_type: form.delivery_type,
      commission_bps: commission,
      free_delivery_subtotal_minor: money.free,
      min_order_minor: money.min_order,
      store_charge_minor: money.store_charge,
      delivery_charge_type: form.delivery_charge_type,
      delivery_charge_minor: money.delivery_charge,
      base_delivery_charge_minor: money.base_delivery_charge,
      base_delivery_distance_km: number(form.base_delivery_distance_km) || 0,
      extra_delivery_charge_per_km_minor: money.extra,
      tax_bps: tax,
      prep_minutes: prep,
      delivery_time_minutes: eta,
      is_pureveg: form.is_pureveg,
      category_ids: form.category_ids,
      owner_ids: form.owner_ids,
      rider_ids: form.rider_ids,
    },
  };
}
