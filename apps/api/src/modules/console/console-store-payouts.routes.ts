import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  recordStorePayoutRequestSchema,
  recordStorePayoutResponseSchema,
  storePayoutsRequestSchema,
  storePayoutsResponseSchema,
} from '@app/shared/console/store-payouts.schemas';
import type { Database } from '../../db/client';
import { consoleUser } from './console-access';
import { auditChange } from './console-route-helpers';
import {
  STORE_PAYOUT_ACTION,
  listStorePayoutsForAdmin,
  recordStorePayoutAsAdmin,
} from './console-store-payouts.usecases';

const tags = ['console-admin'];
const A = '/public/api/console/admin/stores';
/**
 * The stores area, as riders' payouts are the riders area: whoever manages the payee records what
 * was paid to it. Reports stays read-only.
 */
const access = { admin: 'stores' } as const;

/** Store payouts (issue 17): record what was paid to a store's owner, and list it. */
export const consoleStorePayoutsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    `${A}/record-payout`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          "Records money paid to a store's owner (shown on their /earnings); audited; a repeated request_id records nothing",
        body: recordStorePayoutRequestSchema,
        response: { 200: recordStorePayoutResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, amount, note, request_id: requestId } = request.body;
      const data = await recordStorePayoutAsAdmin(db, {
        storeId,
        amount,
        note,
        requestId,
        adminId: consoleUser(request).id,
        onChange: (tx, change) =>
          auditChange(tx, request, { action: STORE_PAYOUT_ACTION, ...change }),
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${A}/payouts`,
    {
      config: { access },
      schema: {
        tags,
        summary: "A store's payouts, newest first, and the total paid out",
        body: storePayoutsRequestSchema,
        response: { 200: storePayoutsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listStorePayoutsForAdmin(db, request.body.store_id),
    }),
  );
};
