import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticatedRequestSchema } from '@app/shared/common/api.schemas';
import {
  consoleLoginRequestSchema,
  consoleLoginResponseSchema,
  consoleStoreResponseSchema,
  consoleStoresResponseSchema,
  rejectOrderRequestSchema,
  setAutoAcceptRequestSchema,
  setItemAvailabilityRequestSchema,
  storeItemResponseSchema,
  storeItemsRequestSchema,
  storeItemsResponseSchema,
  storeOrderActionRequestSchema,
  storeOrderResponseSchema,
  storeOrdersRequestSchema,
  storeOrdersResponseSchema,
  toggleStoreRequestSchema,
} from '@app/shared/console/console.schemas';
import type { Database } from '../../db/client';
import { createAuthToken } from '../accounts/auth-tokens.repository';
import { withFailureLimit } from '../accounts/rate-limits.usecases';
import { adminPermissionsOf } from './console-access';
import { checkStaffPassword } from '../delivery/staff-login.usecases';
import {
  acceptStoreOrder,
  completeStoreOrder,
  confirmScheduledOrder,
  getStoreItems,
  getStoreOrders,
  listConsoleStores,
  markStoreOrderReady,
  rejectStoreOrder,
  changeStoreItem,
  updateStore,
} from './console.usecases';

const tags = ['console'];
import { consoleAudit, requireStaff } from './console-route-helpers';

const prefix = '/public/api/console';

/**
 * The operator console's store calls: an owner acts on their own stores, an admin holding the
 * call's area (`orders` for the board, `stores` for switches and items) on all.
 */
export const consoleRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    `${prefix}/login`,
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Store owner or admin login (email and password); other roles get 403',
        body: consoleLoginRequestSchema,
        response: { 200: consoleLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await withFailureLimit(
        { db, request, reply, action: 'login', account: email },
        () => checkStaffPassword({ db, email, password, roles: ['store_owner', 'admin'] }),
      );
      const caller = {
        id: user.id,
        name: user.name,
        email: user.email,
        role: user.role,
        adminPermissions: user.adminPermissions,
      };
      const [authToken, storeList] = await Promise.all([
        createAuthToken({ db, userId: user.id }),
        listConsoleStores(db, caller),
      ]);
      return {
        success: true as const,
        data: {
          id: user.id,
          name: user.name,
          role: user.role === 'admin' ? ('admin' as const) : ('store_owner' as const),
          auth_token: authToken,
          stores: storeList,
          permissions: adminPermissionsOf(caller),
        },
      };
    },
  );

  app.post(
    `${prefix}/get-stores`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        summary: "The caller's stores (every store for an admin)",
        body: authenticatedRequestSchema,
        response: { 200: consoleStoresResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      return { success: true as const, data: await listConsoleStores(db, user) };
    },
  );

  app.post(
    `${prefix}/get-store-orders`,
    {
      config: { access: { staff: 'orders' } },
      schema: {
        tags,
        summary: "A store's active orders, or those done in the last 7 days",
        body: storeOrdersRequestSchema,
        response: { 200: storeOrdersResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { store_id: storeId, scope } = request.body;
      return { success: true as const, data: await getStoreOrders(db, user, { storeId, scope }) };
    },
  );

  /** One audit row per console switch that went through (a refused call writes none). */
  const audit = consoleAudit(db);

  const orderAction = (
    path: 'accept-order' | 'mark-order-ready' | 'complete-order' | 'confirm-scheduled',
    summary: string,
    run: typeof acceptStoreOrder,
  ) =>
    app.post(
      `${prefix}/${path}`,
      {
        config: { access: { staff: 'orders' } },
        schema: {
          tags,
          summary,
          body: storeOrderActionRequestSchema,
          response: { 200: storeOrderResponseSchema },
        },
      },
      async (request) => {
        const user = await requireStaff(request);
        const data = await run(db, user, request.body.unique_order_id);
        await audit(request, user.id, `console.${path}`, {
          store_id: data.restaurant.id,
          unique_order_id: data.unique_order_id,
          status: data.status,
        });
        return { success: true as const, data };
      },
    );

  orderAction('accept-order', 'The store accepts a placed order (1 -> 2)', acceptStoreOrder);
  orderAction(
    'mark-order-ready',
    'A self-pickup order is ready at the counter (2 -> 7)',
    markStoreOrderReady,
  );
  orderAction('complete-order', 'The customer collected the order (7 -> 5)', completeStoreOrder);
  orderAction(
    'confirm-scheduled',
    'The store confirms a scheduled order (10 -> 11)',
    confirmScheduledOrder,
  );

  app.post(
    `${prefix}/reject-order`,
    {
      config: { access: { staff: 'orders' } },
      schema: {
        tags,
        summary:
          'The store rejects or cancels an order (-> 6) with a reason; refunded like a cancel',
        body: rejectOrderRequestSchema,
        response: { 200: storeOrderResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { unique_order_id: uniqueOrderId, reason } = request.body;
      const data = await rejectStoreOrder(db, user, { uniqueOrderId, reason, log: request.log });
      await audit(request, user.id, 'console.reject-order', {
        store_id: data.restaurant.id,
        unique_order_id: uniqueOrderId,
        reason,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/toggle-store`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Opens or closes a store for orders',
        body: toggleStoreRequestSchema,
        response: { 200: consoleStoreResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { store_id: storeId, is_active: isActive } = request.body;
      const data = await updateStore(db, user, storeId, { isActive });
      await audit(request, user.id, 'console.toggle-store', {
        store_id: storeId,
        is_active: isActive,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/set-auto-accept`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Whether paid orders go straight to preparing',
        body: setAutoAcceptRequestSchema,
        response: { 200: consoleStoreResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { store_id: storeId, auto_accept_orders: autoAcceptOrders } = request.body;
      const data = await updateStore(db, user, storeId, { autoAcceptOrders });
      await audit(request, user.id, 'console.set-auto-accept', {
        store_id: storeId,
        auto_accept_orders: autoAcceptOrders,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/get-store-items`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: "A store's items with their availability",
        body: storeItemsRequestSchema,
        response: { 200: storeItemsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      return { success: true as const, data: await getStoreItems(db, user, request.body.store_id) };
    },
  );

  app.post(
    `${prefix}/set-item-availability`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Marks an item available or sold out',
        body: setItemAvailabilityRequestSchema,
        response: { 200: storeItemResponseSchema },
      },
    },
    async (request) => {
      const user = await requireStaff(request);
      const { item_id: itemId, is_available: isAvailable } = request.body;
      const data = await changeStoreItem(db, user, { itemId, change: { isAvailable } });
      await audit(request, user.id, 'console.set-item-availability', {
        item_id: itemId,
        name: data.name,
        is_available: isAvailable,
      });
      return { success: true as const, data };
    },
  );
};
