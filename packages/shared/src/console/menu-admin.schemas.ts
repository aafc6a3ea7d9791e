import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';

/**
 * A store's menu as the console edits it (issue 17): item categories, items, add-on groups and
 * add-ons. Calls under /public/api/console/menu/ for a store owner (their stores) or an admin with
 * the `stores` area; every call names the store, and each record must belong to it.
 */

const money = z.number().int().min(0).max(100_000_000);
const sortOrder = z.number().int().min(0).max(32_000);

export const addonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price_minor: z.number().int(),
  is_available: z.boolean(),
  sort_order: z.number().int(),
});
export const addonGroupSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  min_choices: z.number().int(),
  max_choices: z.number().int(),
  sort_order: z.number().int(),
  addons: z.array(addonSchema),
});
export type AddonGroup = z.infer<typeof addonGroupSchema>;

export const menuItemSchema = z.object({
  id: z.number().int(),
  category_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  price_minor: z.number().int(),
  old_price_minor: z.number().int().nullable(),
  is_veg: z.boolean(),
  is_available: z.boolean(),
  is_recommended: z.boolean(),
  is_popular: z.boolean(),
  sort_order: z.number().int(),
  /** A grocery item's pack size, "500 ml" (read only here); empty for none. Same-named packs differ by it. */
  pack_label: z.string(),
  addon_groups: z.array(addonGroupSchema),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const menuCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sort_order: z.number().int(),
  is_active: z.boolean(),
  /** `meat`: its items are cuts sold by weight, shown as a meat tab on the store page (decision 015). */
  kind: z.enum(['menu', 'meat']),
});
export type MenuCategory = z.infer<typeof menuCategorySchema>;

export const storeMenuSchema = z.object({
  store: z.object({ id: z.number().int(), name: z.string(), module: z.enum(['food', 'grocery']) }),
  categories: z.array(menuCategorySchema),
  items: z.array(menuItemSchema),
});
export type StoreMenu = z.infer<typeof storeMenuSchema>;
export const storeMenuResponseSchema = successSchema(storeMenuSchema);

const storeRequest = authenticatedRequestSchema.extend({ store_id: idSchema });
export const storeMenuRequestSchema = storeRequest;

/** An item image as a data URL (PNG, JPEG or WebP, at most 1 MB), answered as its URL. */
export const uploadMenuImageRequestSchema = storeRequest.extend({
  image: z.string().max(1_500_000),
});

export const saveMenuCategoryRequestSchema = storeRequest.extend({
  category_id: idSchema.optional(),
  name: z.string().trim().min(1).max(80),
  sort_order: sortOrder.default(0),
  is_active: z.boolean().default(true),
  /** Absent: a new section is `menu`, a changed one keeps its kind. */
  kind: z.enum(['menu', 'meat']).optional(),
});
export const menuCategoryResponseSchema = successSchema(menuCategorySchema);
export const deleteMenuCategoryRequestSchema = storeRequest.extend({ category_id: idSchema });

export const menuItemFieldsSchema = z.object({
  category_id: idSchema,
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().max(1000).default(''),
  image: z.string().trim().max(500).default(''),
  price_minor: money,
  /** The struck-out price; must be above the price when given. */
  old_price_minor: money.nullable().default(null),
  is_veg: z.boolean().default(true),
  is_available: z.boolean().default(true),
  is_recommended: z.boolean().default(false),
  is_popular: z.boolean().default(false),
  sort_order: sortOrder.default(0),
});
export const saveMenuItemRequestSchema = storeRequest
  .extend({ item_id: idSchema.optional() })
  .extend(menuItemFieldsSchema.shape);
export const menuItemResponseSchema = successSchema(menuItemSchema);
export const deleteMenuItemRequestSchema = storeRequest.extend({ item_id: idSchema });

export const saveAddonGroupRequestSchema = storeRequest.extend({
  item_id: idSchema,
  /** Absent: a new group. The add-ons listed replace the group's (kept by id, others removed). */
  group_id: idSchema.optional(),
  name: z.string().trim().min(1).max(80),
  min_choices: z.number().int().min(0).max(50),
  max_choices: z.number().int().min(1).max(50),
  sort_order: sortOrder.default(0),
  addons: z
    .array(
      z.strictObject({
        id: idSchema.optional(),
        name: z.string().trim().min(1).max(80),
        price_minor: money,
        is_available: z.boolean().default(true),
        sort_order: sortOrder.default(0),
      }),
    )
    .min(1)
    .max(50),
});
export const deleteAddonGroupRequestSchema = storeRequest.extend({ group_id: idSchema });

// ── CSV import and export (admin) ──────────────────────────────────────────────────────────

export const exportItemsResponseSchema = successSchema(
  z.object({ filename: z.string(), csv: z.string(), rows: z.number().int() }),
);

export { IMPORT_MAX_ROWS } from './item-csv';

export const importItemsRequestSchema = storeRequest.extend({
  /** The whole file as text (at most about 4 MB). */
  csv: z.string().min(1).max(4_000_000),
  /** true: check every row and answer what would change, writing nothing. */
  dry_run: z.boolean().default(false),
});
export const importItemsResponseSchema = successSchema(
  z.object({
    rows: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    categories_created: z.number().int(),
    dry_run: z.boolean(),
  }),
);
