import { z } from 'zod';
import { idSchema, successSchema } from '../common/api.schemas';

const minorSchema = z.number().int();

// ── Cart lines ───────────────────────────────────────────────────────────────────────────────

/** One cart line as the client sends it: an item, how many, and the chosen add-on ids. */
export const cartLineInputSchema = z.object({
  id: idSchema,
  quantity: z.number().int().min(1).max(50),
  addons: z.array(idSchema).max(30).default([]),
  /**
   * Grocery lines: what to do when the store is short of the item (default `similar`), and with
   * `specific` the item to send instead. Ignored on food lines.
   */
  substitution: z.enum(['similar', 'specific', 'remove']).optional(),
  substitute_id: idSchema.nullish(),
});
export type CartLineInput = z.input<typeof cartLineInputSchema>;

export const cartItemsSchema = z.array(cartLineInputSchema).min(1).max(100);

export const pricedAddonSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: minorSchema,
});

/** Why a line cannot be ordered as it is. */
export const lineProblemSchema = z.enum([
  'not_found',
  'sold_out',
  'addon_unavailable',
  'addon_choice_invalid',
  'other_store',
  /** Grocery: fewer on the shelf than the line asks for (`stock_left` says how many). */
  'out_of_stock',
  /** Grocery: more than the item's per-order maximum (`max_per_order`). */
  'over_limit',
]);
export type LineProblem = z.infer<typeof lineProblemSchema>;

export const checkedCartLineSchema = z.object({
  id: z.number().int(),
  quantity: z.number().int(),
  /** The add-on ids as sent, so the client can match its line. */
  addon_ids: z.array(z.number().int()),
  name: z.string(),
  /** The current item price (minor units). */
  price: minorSchema,
  addons: z.array(pricedAddonSchema),
  line_total: minorSchema,
  available: z.boolean(),
  problem: lineProblemSchema.nullable(),
  /** Units left when the store counts them; null when it does not (food, uncounted items). */
  stock_left: z.number().int().nullable(),
  /** The most one order may hold of this item. */
  max_per_order: z.number().int(),
});
export type CheckedCartLine = z.infer<typeof checkedCartLineSchema>;

export const checkCartItemsAvailabilityRequestSchema = z.object({
  restaurant_id: idSchema,
  items: cartItemsSchema,
});
export const checkCartItemsAvailabilityResponseSchema = successSchema(
  z.object({
    restaurant: z.object({
      id: z.number().int(),
      name: z.string(),
      slug: z.string(),
      is_active: z.boolean(),
      is_open: z.boolean(),
      /** 1 delivery, 2 self-pickup, 3 both. */
      delivery_type: z.number().int(),
    }),
    items: z.array(checkedCartLineSchema),
    /** The subtotal of the available lines at current prices. */
    subtotal: minorSchema,
  }),
);
