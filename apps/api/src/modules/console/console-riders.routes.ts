import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  RIDER_SORTS,
  createRiderRequestSchema,
  listRidersRequestSchema,
  listRidersResponseSchema,
  recordRiderPayoutRequestSchema,
  riderIdRequestSchema,
  riderPayoutsResponseSchema,
  riderResponseSchema,
  setRiderApprovalRequestSchema,
  setRiderStoresRequestSchema,
} from '@app/shared/console/people.schemas';
import type { Database } from '../../db/client';
import {
  createRiderAsAdmin,
  getRiderForAdmin,
  listRiderPayoutsForAdmin,
  listRidersForAdmin,
  recordRiderPayoutAsAdmin,
  setRiderApprovalAsAdmin,
  setRiderStoresAsAdmin,
  type OnRiderChange,
} from '../delivery/riders-admin.usecases';
import { consoleUser } from './console-access';
import { auditChange } from './console-route-helpers';
import { pickSort } from './console-sort';

const tags = ['console'];
const A = '/public/api/console/admin/riders';
const access = { admin: 'riders' } as const;

const APPROVAL_ACTIONS = {
  approved: 'console.riders.approve',
  suspended: 'console.riders.suspend',
  pending: 'console.riders.set-pending',
} as const;

/** Riders (issue 17): live status, approval, stores, cash in hand, earnings and payouts. */
export const consoleRidersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const audit =
    (
      request: Parameters<typeof auditChange>[1],
      action: `console.riders.${string}`,
    ): OnRiderChange =>
    (tx, { before, after, details }) =>
      auditChange(tx, request, { action, targetUserId: after.id, before, after, details });

  app.post(
    `${A}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Riders with approval, live status, orders in hand, earnings and cash in hand',
        body: listRidersRequestSchema,
        response: { 200: listRidersResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const page = await listRidersForAdmin(db, {
        page: body.page,
        perPage: body.per_page,
        sort: pickSort(body.sort, RIDER_SORTS, 'id'),
        dir: body.dir,
        q: body.q?.trim() || undefined,
        approval: body.approval,
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
        summary: 'One rider',
        body: riderIdRequestSchema,
        response: { 200: riderResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getRiderForAdmin(db, request.body.rider_id),
    }),
  );

  app.post(
    `${A}/set-approval`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Approve, suspend or reinstate a rider (not approved: offline, no orders)',
        body: setRiderApprovalRequestSchema,
        response: { 200: riderResponseSchema },
      },
    },
    async (request) => {
      const { rider_id: riderId, approval } = request.body;
      const rider = await setRiderApprovalAsAdmin(db, {
        riderId,
        approval,
        onChange: audit(request, APPROVAL_ACTIONS[approval]),
      });
      return { success: true as const, data: rider };
    },
  );

  app.post(
    `${A}/create`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'A rider account (pending approval), linked to stores',
        body: createRiderRequestSchema,
        response: { 200: riderResponseSchema },
      },
    },
    async (request) => {
      const { name, email, phone, password, store_ids: storeIds } = request.body;
      const rider = await createRiderAsAdmin(db, {
        name,
        email,
        phone,
        password,
        storeIds,
        onChange: audit(request, 'console.riders.create'),
      });
      return { success: true as const, data: rider };
    },
  );

  app.post(
    `${A}/set-stores`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Replaces the stores whose orders the rider is offered',
        body: setRiderStoresRequestSchema,
        response: { 200: riderResponseSchema },
      },
    },
    async (request) => {
      const rider = await setRiderStoresAsAdmin(db, {
        riderId: request.body.rider_id,
        storeIds: request.body.store_ids,
        onChange: audit(request, 'console.riders.set-stores'),
      });
      return { success: true as const, data: rider };
    },
  );

  app.post(
    `${A}/record-payout`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Records earnings paid to the rider or cash the rider handed in',
        body: recordRiderPayoutRequestSchema,
        response: { 200: riderResponseSchema },
      },
    },
    async (request) => {
      const { rider_id: riderId, kind, amount, reference } = request.body;
      const rider = await recordRiderPayoutAsAdmin(db, {
        riderId,
        kind,
        amount,
        reference,
        adminId: consoleUser(request).id,
        onChange: audit(
          request,
          kind === 'rider_payout' ? 'console.riders.payout' : 'console.riders.cash-deposit',
        ),
      });
      return { success: true as const, data: rider };
    },
  );

  app.post(
    `${A}/payouts`,
    {
      config: { access },
      schema: {
        tags,
        summary: "The rider's payouts and cash deposits, newest first",
        body: riderIdRequestSchema,
        response: { 200: riderPayoutsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await listRiderPayoutsForAdmin(db, request.body.rider_id),
    }),
  );
};
