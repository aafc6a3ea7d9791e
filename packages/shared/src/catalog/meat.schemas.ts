import { z } from 'zod';
import { idSchema, successSchema } from '../common/api.schemas';

/**
 * Meat categories (SPEC §7 "Meat categories: id", state area `meat_categories`): a store's
 * chicken, mutton, fish and eggs sections, each cut with its weight options priced per option.
 * A cut is an item and its weights are the options of its one-choice add-on group, so the cart,
 * pricing and order path price a chosen weight like any add-on (decision 015).
 */
export const getMeatCategoriesRequestSchema = z.object({ id: idSchema });
export type GetMeatCategoriesRequest = z.infer<typeof getMeatCategoriesRequestSchema>;

export const meatWeightSchema = z.object({
  /** The add-on id to send with the cart line. */
  id: z.number().int(),
  /** As shelves show it: "250 g", "1 kg", "12 pcs". */
  name: z.string(),
  /** What this option adds to the cut's base price, minor units. */
  addon_price: z.number().int(),
  /** The price of the cut at this weight (base price plus the option), minor units. */
  price: z.number().int(),
});
export type MeatWeight = z.infer<typeof meatWeightSchema>;

export const meatCutSchema = z.object({
  /** The item id. */
  id: z.number().int(),
  restaurant_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  /** The base price (the lightest option is usually +0), minor units. */
  price: z.number().int(),
  is_veg: z.union([z.literal(0), z.literal(1)]),
  is_available: z.union([z.literal(0), z.literal(1)]),
  /** The weight choice (the item's add-on group with exactly one choice); null when sold as is. */
  weight_group: z
    .object({ id: z.number().int(), name: z.string(), options: z.array(meatWeightSchema) })
    .nullable(),
});
export type MeatCut = z.infer<typeof meatCutSchema>;

export const meatCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  cuts: z.array(meatCutSchema),
});
export type MeatCategory = z.infer<typeof meatCategorySchema>;

/** Empty when the store sells no meat categories; 404 catalog.store_not_found for no such store. */
export const getMeatCategoriesResponseSchema = successSchema(z.array(meatCategorySchema));
