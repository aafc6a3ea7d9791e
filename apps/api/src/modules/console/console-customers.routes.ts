import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CUSTOMER_SORTS,
  adjustWalletRequestSchema,
  adjustWalletResponseSchema,
  customerDetailResponseSchema,
  customerIdRequestSchema,
  customerResponseSchema,
  listCustomersRequestSchema,
  listCustomersResponseSchema,
  setCustomerBanRequestSchema,
  type CustomerDetail,
} from '@app/shared/console/people.schemas';
import type { Database } from '../../db/client';
import {
  getCustomerForAdmin,
  listCustomersForAdmin,
  setCustomerBanAsAdmin,
} from '../accounts/people-admin.usecases';
import { findStoreContacts } from '../catalog/store-contacts.repository';
import { listOwnOrders } from '../orders/orders.repository';
import { WALLET_ADJUST_ACTION, adjustWalletAsAdmin } from '../wallet/wallet-admin.usecases';
import { getWalletTransactions } from '../wallet/wallet.usecases';
import { auditChange } from './console-route-helpers';
import { pickSort } from './console-sort';

const tags = ['console'];
const A = '/public/api/console/admin/customers';
const access = { admin: 'customers' } as const;
const RECENT_ORDERS = 50;

async function customerDetail(db: Database, customerId: number): Promise<CustomerDetail> {
  const customer = await getCustomerForAdmin(db, customerId);
  const [orders, wallet] = await Promise.all([
    listOwnOrders(db, { userId: customerId, limit: RECENT_ORDERS, offset: 0 }),
    getWalletTransactions({ db, userId: customerId }),
  ]);
  const stores = await findStoreContacts(db, [
    ...new Set(orders.flatMap((order) => (order.storeId === null ? [] : [order.storeId]))),
  ]);
  return {
    customer,
    orders: orders.map((order) => ({
      id: order.id,
      unique_order_id: order.uniqueOrderId,
      store_name: order.storeId === null ? null : (stores.get(order.storeId)?.name ?? null),
      status: order.status,
      total: Number(order.totalMinor),
      payment_method: order.paymentMethod,
      created_at: order.createdAt.toISOString(),
    })),
    wallet: wallet.transactions,
  };
}

/**
 * Customers (issue 17): search, one customer's orders and wallet, ban and unban, wallet credit or
 * debit with a reason. Signing in as a customer is the existing /auth/login-as-customer flow
 * (audited there as impersonation.admin; it needs this same area).
 */
export const consoleCustomersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    `${A}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Customers found by name, email or phone, paged and sorted on the server',
        body: listCustomersRequestSchema,
        response: { 200: listCustomersResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const page = await listCustomersForAdmin(db, {
        page: body.page,
        perPage: body.per_page,
        sort: pickSort(body.sort, CUSTOMER_SORTS, 'id'),
        dir: body.dir,
        q: body.q?.trim() || undefined,
        banned: body.banned,
      });
      return {
        success: true as const,
        data: { ...page, page: body.page, per_page: body.per_page },
      };
    },
  );

  app.post(
    `${A}/get`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'One customer: recent orders, wallet balance and ledger',
        body: customerIdRequestSchema,
        response: { 200: customerDetailResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await customerDetail(db, request.body.customer_id),
    }),
  );

  app.post(
    `${A}/set-ban`,
    {
      config: { access },
      schema: {
        tags,
        summary: "Bans (the customer's next call gets 401) or unbans a customer",
        body: setCustomerBanRequestSchema,
        response: { 200: customerResponseSchema },
      },
    },
    async (request) => {
      const { customer_id: customerId, is_banned: isBanned } = request.body;
      const customer = await setCustomerBanAsAdmin(db, {
        customerId,
        isBanned,
        onChange: (tx, change) =>
          auditChange(tx, request, {
            action: isBanned ? 'console.customers.ban' : 'console.customers.unban',
            targetUserId: customerId,
            ...change,
          }),
      });
      return { success: true as const, data: customer };
    },
  );

  app.post(
    `${A}/adjust-wallet`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'Credits or debits the wallet with a reason (a ledger line); never below zero; a repeated request_id changes nothing',
        body: adjustWalletRequestSchema,
        response: { 200: adjustWalletResponseSchema },
      },
    },
    async (request) => {
      const { customer_id: customerId, type, amount, reason, request_id: requestId } = request.body;
      const result = await adjustWalletAsAdmin(db, {
        customerId,
        type,
        amount,
        reason,
        requestId,
        onChange: (tx, change) =>
          auditChange(tx, request, {
            action: WALLET_ADJUST_ACTION,
            targetUserId: customerId,
            details: { request_id: requestId, type, amount, reason },
            ...change,
          }),
      });
      return { success: true as const, data: result };
    },
  );
};
