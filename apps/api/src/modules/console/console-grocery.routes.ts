import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  storeItemResponseSchema,
  storeOrderResponseSchema,
} from '@app/shared/console/console.schemas';
import {
  pickLineRequestSchema,
  proposeSubstituteRequestSchema,
  setItemStockRequestSchema,
  updateItemRequestSchema,
} from '@app/shared/grocery/grocery.schemas';
import type { Database } from '../../db/client';
import { consoleAudit, requireStaff } from './console-route-helpers';
import { changeStoreItem, pickStoreOrderLine, proposeStoreSubstitute } from './console.usecases';

const tags = ['console'];
const prefix = '/public/api/console';

/**
 * The console's item editing and grocery picking (issue 15): price, MRP, pack and limit; shelf
 * counts; ticking lines, marking them short and proposing substitutes. Same rules as the other
 * console calls: an owner acts on their own stores, an admin holding `stores` (items) or `orders`
 * (picking) on all, and each change is audited.
 */
export const consoleGroceryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  const audit = consoleAudit(db);

  app.post(
    `${prefix}/set-item-stock`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: "Grocery: an item's counted units on the shelf (null: not counted)",
        body: setItemStockRequestSchema,
        response: { 200: storeItemResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { item_id: itemId, stock_count: stockCount } = request.body;
      const data = await changeStoreItem(db, user, { itemId, change: { stockCount } });
      await audit(request, user.id, 'console.set-item-stock', {
        item_id: itemId,
        name: data.name,
        stock_count: stockCount,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/pick-order-line`,
    {
      config: { access: { staff: 'orders' } },
      schema: {
        tags,
        summary: 'Grocery picking: a line ticked (picked) or marked short',
        body: pickLineRequestSchema,
        response: { 200: storeOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { unique_order_id: uniqueOrderId, order_item_id: orderItemId } = request.body;
      const pickStatus = request.body.pick_status;
      const data = await pickStoreOrderLine(db, user, {
        uniqueOrderId,
        orderItemId,
        pickStatus,
        log: request.log,
      });
      await audit(request, user.id, 'console.pick-order-line', {
        store_id: data.restaurant.id,
        unique_order_id: uniqueOrderId,
        order_item_id: orderItemId,
        pick_status: pickStatus,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/propose-substitute`,
    {
      config: { access: { staff: 'orders' } },
      schema: {
        tags,
        summary: 'Grocery picking: a substitute for a short line, for the customer to approve',
        body: proposeSubstituteRequestSchema,
        response: { 200: storeOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { unique_order_id: uniqueOrderId, order_item_id: orderItemId } = request.body;
      const { item_id: itemId, quantity } = request.body;
      const data = await proposeStoreSubstitute(db, user, {
        uniqueOrderId,
        orderItemId,
        itemId,
        quantity,
      });
      await audit(request, user.id, 'console.propose-substitute', {
        store_id: data.restaurant.id,
        unique_order_id: uniqueOrderId,
        order_item_id: orderItemId,
        item_id: itemId,
        quantity,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/update-item`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: "An item's price and, for grocery, its MRP, pack size and per-order maximum",
        body: updateItemRequestSchema,
        response: { 200: storeItemResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { item_id: itemId, price, mrp, pack_quantity: packQuantity } = request.body;
      const { pack_unit: packUnit, max_per_order: maxPerOrder } = request.body;
      const data = await changeStoreItem(db, user, {
        itemId,
        change: { priceMinor: price, oldPriceMinor: mrp, packQuantity, packUnit, maxPerOrder },
      });
      await audit(request, user.id, 'console.update-item', {
        item_id: itemId,
        name: data.name,
        price,
        mrp,
        pack_quantity: packQuantity,
        pack_unit: packUnit,
        max_per_order: maxPerOrder,
      });
      return { success: true as const, data };
    },
  );
};
