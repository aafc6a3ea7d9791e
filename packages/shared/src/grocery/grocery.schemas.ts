import { z } from 'zod';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';
import {
  positionSchema,
  storeInfoSchema,
  storeListPageSchema,
  storeListResponseSchema,
  storeSummarySchema,
} from '../catalog/catalog.schemas';
import { PACK_UNITS, SUBSTITUTION_PREFERENCES, SUBSTITUTION_STATUSES } from './grocery.models';

/**
 * The grocery contract (SPEC §3 "grocery categories / sub-categories / items / single store", §7
 * "grocery categories, sub-categories, items, single store and sub-category items"). Calls are
 * `POST /public/api/<name>` like every other; money is integer minor units.
 */
const flag = z.union([z.literal(0), z.literal(1)]);
const minorSchema = z.number().int();

export const packUnitSchema = z.enum(PACK_UNITS);
export const substitutionPreferenceSchema = z.enum(SUBSTITUTION_PREFERENCES);

export const grocerySubCategorySchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int(),
  name: z.string(),
  image: z.string(),
});
export type GrocerySubCategory = z.infer<typeof grocerySubCategorySchema>;

export const groceryCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  sub_categories: z.array(grocerySubCategorySchema),
});
export type GroceryCategory = z.infer<typeof groceryCategorySchema>;

export const groceryItemSchema = z.object({
  id: z.number().int(),
  restaurant_id: z.number().int(),
  /** The grocery sub-category; null when the store has not filed the item. */
  sub_category_id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  brand: z.string(),
  /** Minor units. */
  price: minorSchema,
  /** The MRP, when above nothing else: minor units or null. */
  old_price: minorSchema.nullable(),
  /** old_price − price when positive, else 0. */
  saving: minorSchema,
  pack_quantity: z.number().nullable(),
  pack_unit: packUnitSchema.nullable(),
  /** "500 g", "1 L", "6 pcs"; empty when none. */
  pack_label: z.string(),
  is_veg: flag,
  is_available: flag,
  /** Units left when the store counts them (0 = out of stock); null when it does not. */
  stock_left: z.number().int().nullable(),
  /** The most one order may hold (item maximum, shelf, platform cap); 0 when it cannot be added. */
  max_per_order: z.number().int(),
});
export type GroceryItem = z.infer<typeof groceryItemSchema>;

// ── get-grocery-categories ───────────────────────────────────────────────────────────────────
/** Every active category with its sub-categories, in the operator's order. */
export const getGroceryCategoriesRequestSchema = z.object({}).nullish();
export const getGroceryCategoriesResponseSchema = successSchema(z.array(groceryCategorySchema));

// ── get-grocery-sub-categories ───────────────────────────────────────────────────────────────
export const getGrocerySubCategoriesRequestSchema = z.object({ category_id: idSchema });
export const getGrocerySubCategoriesResponseSchema = successSchema(
  z.array(grocerySubCategorySchema),
);

// ── get-grocery-stores ───────────────────────────────────────────────────────────────────────
/**
 * Grocery stores for a point, the food lists' rules (delivering and open first by distance, then
 * the rest greyed); with `category_id`, only stores that stock that category.
 */
export const getGroceryStoresRequestSchema = positionSchema
  .extend(storeListPageSchema.shape)
  .extend({ category_id: idSchema.optional() });
export const getGroceryStoresResponseSchema = storeListResponseSchema;

// ── get-grocery-store (single store) ─────────────────────────────────────────────────────────
/** One grocery store by slug, with `delivers_here` for the point when one is given. */
export const getGroceryStoreRequestSchema = positionSchema.partial().extend({
  slug: z.string().trim().min(1).max(120),
});
export const getGroceryStoreResponseSchema = successSchema(storeInfoSchema);

// ── get-grocery-items (a store's shelf) ──────────────────────────────────────────────────────
export const groceryShelfSchema = z.object({
  categories: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      image: z.string(),
      sub_categories: z.array(
        z.object({ id: z.number().int(), name: z.string(), items: z.array(groceryItemSchema) }),
      ),
    }),
  ),
});
export type GroceryShelf = z.infer<typeof groceryShelfSchema>;
/** Every item of one grocery store, by category then sub-category (only those with items). */
export const getGroceryItemsRequestSchema = z.object({ store_id: idSchema });
export const getGroceryItemsResponseSchema = successSchema(groceryShelfSchema);

// ── get-grocery-sub-category-items ───────────────────────────────────────────────────────────
export const getGrocerySubCategoryItemsRequestSchema = z.object({
  store_id: idSchema,
  sub_category_id: idSchema,
});
export const getGrocerySubCategoryItemsResponseSchema = successSchema(
  z.object({ sub_category: grocerySubCategorySchema, items: z.array(groceryItemSchema) }),
);

// ── get-grocery-order-again ──────────────────────────────────────────────────────────────────
/** Items from the caller's delivered grocery orders, most recent first (at most 20). */
export const getGroceryOrderAgainRequestSchema = authenticatedRequestSchema;
export const getGroceryOrderAgainResponseSchema = successSchema(
  z.array(groceryItemSchema.extend({ restaurant: storeSummarySchema })),
);

// ── Substitutions (running order and console picking) ───────────────────────────────────────
export const substitutionSchema = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  name: z.string(),
  quantity: z.number().int(),
  price: minorSchema,
  /** What the customer pays for the line if approved (never above the original line). */
  line_total: minorSchema,
  status: z.enum(SUBSTITUTION_STATUSES),
  /** `customer` or `timeout` once decided. */
  decided_by: z.string().nullable(),
  expires_at: z.string(),
  /**
   * Seconds left to decide when the server answered (0 once expired or decided). Countdowns run
   * from this, not from `expires_at`, so a phone whose clock is wrong still shows the right time.
   */
  seconds_left: z.number().int(),
});
export type Substitution = z.infer<typeof substitutionSchema>;

/**
 * A short line once settled: `replaced` by its approved substitute or `removed`; `refund` is what
 * the bill went down by, `to_wallet` the part credited to the wallet. The rest went back the way
 * the order was paid: the card (a refund through the gateway) or less cash to pay at the door.
 */
export const lineSettlementSchema = z.object({
  outcome: z.enum(['replaced', 'removed']),
  refund: minorSchema,
  to_wallet: minorSchema,
  at: z.string(),
});
export type LineSettlement = z.infer<typeof lineSettlementSchema>;

const uniqueOrderIdSchema = z.string().trim().min(1).max(40);

/** The customer answers a proposed substitute (before it expires). */
export const decideSubstitutionRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: uniqueOrderIdSchema,
  substitution_id: idSchema,
  approve: z.boolean(),
});

/** Console: the store ticks a line as picked or marks it short. */
export const pickLineRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: uniqueOrderIdSchema,
  order_item_id: idSchema,
  pick_status: z.enum(['picked', 'short']),
});

/** Console: the store proposes a substitute for a short line. */
export const proposeSubstituteRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: uniqueOrderIdSchema,
  order_item_id: idSchema,
  item_id: idSchema,
  quantity: z.number().int().min(1).max(50),
});

/** Console: the counted units of a grocery item on the shelf (null: not counted). */
export const setItemStockRequestSchema = authenticatedRequestSchema.extend({
  item_id: idSchema,
  stock_count: z.number().int().min(0).max(100_000).nullable(),
});

/**
 * Console: an item's price and, for grocery, its MRP, pack size and per-order maximum. Minor
 * units; an MRP must be above the price (null: none).
 */
export const updateItemRequestSchema = authenticatedRequestSchema
  .extend({
    item_id: idSchema,
    price: z.number().int().min(1).max(100_000_000),
    mrp: z.number().int().min(1).max(100_000_000).nullable(),
    pack_quantity: z.number().positive().max(100_000).nullable(),
    pack_unit: packUnitSchema.nullable(),
    max_per_order: z.number().int().min(1).max(100).nullable(),
  })
  .refine((body) => body.mrp === null || body.mrp > body.price, {
    message: 'The MRP must be above the price, or empty.',
    path: ['mrp'],
  })
  .refine((body) => (body.pack_quantity === null) === (body.pack_unit === null), {
    message: 'A pack size needs both a quantity and a unit.',
    path: ['pack_unit'],
  });
