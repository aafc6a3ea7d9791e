import { z } from 'zod';
import { adminPermissionSchema } from './admin.schemas';
import { authenticatedRequestSchema, idSchema, successSchema } from '../common/api.schemas';
import { orderSchema } from '../orders/orders.schemas';

/**
 * The operator console's store-owner calls, under /public/api/console/. A store owner acts only on
 * the stores linked to them (store_owners); an admin on every store.
 */
const uniqueOrderIdSchema = z.string().trim().min(1).max(40);

export const consoleLoginRequestSchema = z.object({
  email: z.string().trim().email().max(254),
  password: z.string().min(1).max(200),
});

export const consoleStoreSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  is_active: z.boolean(),
  auto_accept_orders: z.boolean(),
  /** food or grocery: a grocery store picks orders line by line and counts its stock. */
  module: z.enum(['food', 'grocery']),
});
export type ConsoleStore = z.infer<typeof consoleStoreSchema>;

export const consoleLoginResponseSchema = successSchema(
  z.object({
    id: z.number().int(),
    name: z.string(),
    role: z.enum(['store_owner', 'admin']),
    auth_token: z.string(),
    stores: z.array(consoleStoreSchema),
    /** The console areas an admin may open (empty for a store owner); the server checks each call. */
    permissions: z.array(adminPermissionSchema),
  }),
);

export const consoleStoresResponseSchema = successSchema(z.array(consoleStoreSchema));

/** An order as the store sees it: the customer's order plus who ordered. */
export const storeOrderSchema = orderSchema.extend({
  customer: z.object({ name: z.string(), phone: z.string().nullable() }),
});
export type StoreOrder = z.infer<typeof storeOrderSchema>;

export const storeOrdersRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  /** active: statuses 10, 11, 1, 2, 3, 4, 7; done: 5, 6 of the last 7 days. */
  scope: z.enum(['active', 'done']).default('active'),
});
export const storeOrdersResponseSchema = successSchema(z.array(storeOrderSchema));

export const storeOrderActionRequestSchema = authenticatedRequestSchema.extend({
  unique_order_id: uniqueOrderIdSchema,
});
export const rejectOrderRequestSchema = storeOrderActionRequestSchema.extend({
  reason: z.string().trim().min(1).max(300),
});
export const storeOrderResponseSchema = successSchema(storeOrderSchema);

export const toggleStoreRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  is_active: z.boolean(),
});
export const setAutoAcceptRequestSchema = authenticatedRequestSchema.extend({
  store_id: idSchema,
  auto_accept_orders: z.boolean(),
});
export const consoleStoreResponseSchema = successSchema(consoleStoreSchema);

export const storeItemsRequestSchema = authenticatedRequestSchema.extend({ store_id: idSchema });
export const storeItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  price: z.number().int(),
  is_available: z.boolean(),
  /** Grocery: MRP, pack size ("500 g"), counted units on the shelf (null: not counted), limit. */
  mrp: z.number().int().nullable(),
  pack: z.string(),
  stock_count: z.number().int().nullable(),
  max_per_order: z.number().int().nullable(),
});
export type StoreItem = z.infer<typeof storeItemSchema>;
export const storeItemsResponseSchema = successSchema(z.array(storeItemSchema));
export const setItemAvailabilityRequestSchema = authenticatedRequestSchema.extend({
  item_id: idSchema,
  is_available: z.boolean(),
});
export const storeItemResponseSchema = successSchema(storeItemSchema);
