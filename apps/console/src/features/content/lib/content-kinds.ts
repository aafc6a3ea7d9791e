import type { ContentKind } from '@app/shared/catalog/content-admin.schemas';

export type ContentFieldType =
  'text' | 'textarea' | 'image' | 'url' | 'switch' | 'coordinate' | 'id' | 'slider' | 'html';

export interface ContentFieldSpec {
  name: string;
  label: string;
  type: ContentFieldType;
  /** id fields: null when empty. */
  nullable?: boolean;
}

export interface ContentKindSpec {
  kind: ContentKind;
  label: string;
  /** One row's title in the list. */
  title: (row: Record<string, unknown>) => string;
  fields: ContentFieldSpec[];
  canAdd: boolean;
  canReorder: boolean;
  image?: string;
  /** A new row's values. */
  blank: Record<string, unknown>;
}

/** The console's content tabs, in the order they show. */
export const CONTENT_KIND_SPECS: readonly ContentKindSpec[] = [
  {
    kind: 'modules',
    label: 'Home modules',
    title: (row) => String(row.title),
    image: 'image',
    canAdd: false,
    canReorder: true,
    fields: [
      { name: 'title', label: 'Name', type: 'text' },
      { name: 'content', label: 'Subtitle', type: 'text' },
      { name: 'image', label: 'Image', type: 'image' },
      { name: 'offers', label: 'Offer badge', type: 'text' },
      { name: 'is_active', label: 'Shown', type: 'switch' },
    ],
    blank: {},
  },
  {
    kind: 'promo-slides',
    label: 'Promo slides',
    title: (row) => `${String(row.slider_name)}: ${String(row.name || row.image)}`,
    image: 'image',
    canAdd: true,
    canReorder: true,
    fields: [
      { name: 'slider_id', label: 'Slider (position)', type: 'slider' },
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'image', label: 'Image', type: 'image' },
      { name: 'url', label: 'Link', type: 'url' },
      { name: 'store_id', label: 'Store id (opens the store)', type: 'id', nullable: true },
    ],
    blank: { name: '', image: '', url: '', store_id: null },
  },
  {
    kind: 'category-slides',
    label: 'Category slides',
    title: (row) => String(row.name),
    image: 'image',
    canAdd: true,
    canReorder: true,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'image', label: 'Image', type: 'image' },
      { name: 'link', label: 'Link', type: 'url' },
      { name: 'is_active', label: 'Shown', type: 'switch' },
    ],
    blank: { name: '', image: '', link: '', is_active: true },
  },
  {
    kind: 'offers',
    label: 'Offers',
    title: (row) => String(row.title),
    image: 'image',
    canAdd: true,
    canReorder: true,
    fields: [
      { name: 'title', label: 'Title', type: 'text' },
      { name: 'description', label: 'Description', type: 'textarea' },
      { name: 'image', label: 'Image', type: 'image' },
      { name: 'store_id', label: 'Store id', type: 'id', nullable: true },
      { name: 'coupon_code', label: 'Coupon code', type: 'text', nullable: true },
      { name: 'is_user_only', label: 'Signed-in customers only', type: 'switch' },
      { name: 'is_active', label: 'Shown', type: 'switch' },
    ],
    blank: {
      title: '',
      description: '',
      image: '',
      store_id: null,
      coupon_code: null,
      is_user_only: false,
      is_active: true,
    },
  },
  {
    kind: 'pages',
    label: 'Pages',
    title: (row) => `${String(row.name)} (/${String(row.slug)})`,
    canAdd: true,
    canReorder: false,
    fields: [
      { name: 'slug', label: 'Address (slug)', type: 'text' },
      { name: 'name', label: 'Title', type: 'text' },
      { name: 'body', label: 'Content (HTML)', type: 'html' },
    ],
    blank: { slug: '', name: '', body: '' },
  },
  {
    kind: 'popular-locations',
    label: 'Popular locations',
    title: (row) => `${String(row.name)}: ${String(row.formatted_address)}`,
    canAdd: true,
    canReorder: true,
    fields: [
      { name: 'name', label: 'Name', type: 'text' },
      { name: 'formatted_address', label: 'Address', type: 'text' },
      { name: 'city', label: 'City', type: 'text' },
      { name: 'state', label: 'State', type: 'text' },
      { name: 'latitude', label: 'Latitude', type: 'coordinate' },
      { name: 'longitude', label: 'Longitude', type: 'coordinate' },
    ],
    blank: { name: '', formatted_address: '', city: '', state: '', latitude: 0, longitude: 0 },
  },
];

/** Only the kind's own fields, as the save call takes them (the list adds id, order, names). */
export function pickFields(spec: ContentKindSpec, row: Record<string, unknown>) {
  return Object.fromEntries(spec.fields.map((field) => [field.name, row[field.name] ?? null]));
}
