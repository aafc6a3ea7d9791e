import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminCancelOrderRequestSchema,
  adminCancelOrderResponseSchema,
  adminOrderDetailResponseSchema,
  adminOrderRefRequestSchema,
  adminOrdersExportRequestSchema,
  adminOrdersRequestSchema,
  adminOrdersResponseSchema,
  adminReassignRiderRequestSchema,
  EXPORT_TRUNCATED_HEADER,
  ordersCsvResponseSchema,
  storeNamesResponseSchema,
} from '@app/shared/console/admin-orders.schemas';
import { authenticatedRequestSchema } from '@app/shared/common/api.schemas';
import type { Database } from '../../db/client';
import {
  cancelOrderAsAdmin,
  exportAdminOrders,
  getAdminOrder,
  listAdminOrders,
  reassignOrderRider,
} from '../orders/admin-orders.usecases';
import { listStoreNames } from '../catalog/store-admin.repository';
import { consoleUser } from './console-access';
import { auditChange } from './console-route-helpers';

const tags = ['console'];
const prefix = '/public/api/console/admin';

/** What the audit log keeps of an order: its state, not its lines. */
const orderState = (order: {
  status: number;
  riderId?: number | null;
  rider?: { id: number } | null;
  paymentStatus?: string;
  payment_status?: string;
}) => ({
  status: order.status,
  rider_id: order.riderId ?? order.rider?.id ?? null,
  payment_status: order.paymentStatus ?? order.payment_status,
});

/** Orders (search, timeline, reassign, cancel with refund, CSV): the admin's side (issue 17). */
export const consoleOrdersRoutes: FastifyPluginAsyncZod<{
  db: Database;
  /** The most rows of one CSV export (config ORDERS_CSV_MAX_ROWS). */
  csvMaxRows: number;
}> = async (app, { db, csvMaxRows }) => {
  app.post(
    `${prefix}/orders`,
    {
      config: { access: { admin: 'orders' } },
      schema: {
        tags,
        summary:
          'Every order: search by id, phone, store, status, kind and dates; paged and sorted',
        body: adminOrdersRequestSchema,
        response: { 200: adminOrdersResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listAdminOrders(db, request.body) }),
  );

  app.post(
    `${prefix}/orders/stores`,
    {
      config: { access: { admin: 'orders' } },
      schema: {
        tags,
        summary: "Every store's id and name, for the orders filter",
        body: authenticatedRequestSchema,
        response: { 200: storeNamesResponseSchema },
      },
    },
    async () => ({ success: true as const, data: await listStoreNames(db) }),
  );

  app.post(
    `${prefix}/orders/export`,
    {
      config: { access: { admin: 'orders' } },
      schema: {
        tags,
        summary:
          'The filtered orders as CSV (money in minor units; at most ORDERS_CSV_MAX_ROWS rows, 10,000 unless set): when more match, `truncated` is true and the header x-export-truncated names the limit',
        body: adminOrdersExportRequestSchema,
        response: { 200: ordersCsvResponseSchema },
      },
    },
    async (request, reply) => {
      const data = await exportAdminOrders(db, request.body, csvMaxRows);
      if (data.truncated) reply.header(EXPORT_TRUNCATED_HEADER, String(csvMaxRows));
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/orders/get`,
    {
      config: { access: { admin: 'orders' } },
      schema: {
        tags,
        summary: 'One order: bill, lines, timeline, payments, rider, and what may be done now',
        body: adminOrderRefRequestSchema,
        response: { 200: adminOrderDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getAdminOrder(db, request.body.unique_order_id),
    }),
  );

  app.post(
    `${prefix}/orders/reassign-rider`,
    {
      config: { access: { admin: 'orders' } },
      schema: {
        tags,
        summary: 'Give the order to an approved online rider of its store (engine steps only)',
        body: adminReassignRiderRequestSchema,
        response: { 200: adminOrderDetailResponseSchema },
      },
    },
    async (request) => {
      const { unique_order_id: uniqueOrderId, rider_id: riderId } = request.body;
      const { before, order } = await reassignOrderRider({
        db,
        adminId: consoleUser(request).id,
        uniqueOrderId,
        riderId,
      });
      await auditChange(db, request, {
        action: 'console.orders.reassign-rider',
        targetUserId: order.customer.id,
        details: { unique_order_id: uniqueOrderId },
        before: orderState(before),
        after: orderState(order),
      });
      return { success: true as const, data: order };
    },
  );

  app.post(
    `${prefix}/orders/cancel`,
    {
      config: { access: { admin: 'refunds' } },
      schema: {
        tags,
        summary: 'Cancel a running order with a reason; refund to the wallet or the card, once',
        body: adminCancelOrderRequestSchema,
        response: { 200: adminCancelOrderResponseSchema },
      },
    },
    async (request) => {
      const { unique_order_id: uniqueOrderId, reason, refund_to: refundTo } = request.body;
      const result = await cancelOrderAsAdmin({
        db,
        log: request.log,
        adminId: consoleUser(request).id,
        uniqueOrderId,
        reason,
        refundTo,
      });
      await auditChange(db, request, {
        action: 'console.refunds.cancel-order',
        targetUserId: result.order.customer.id,
        details: {
          unique_order_id: uniqueOrderId,
          reason,
          refund_to: refundTo,
          refunded_to_wallet: result.refunded_to_wallet,
          refunded_to_card: result.refunded_to_card,
        },
        before: orderState(result.before),
        after: orderState(result.order),
      });
      return {
        success: true as const,
        data: {
          order: result.order,
          refunded_to_wallet: result.refunded_to_wallet,
          refunded_to_card: result.refunded_to_card,
        },
      };
    },
  );
};
