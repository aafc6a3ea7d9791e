import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  earningsRequestSchema,
  earningsResponseSchema,
  ownerOrdersRequestSchema,
  ownerOrdersResponseSchema,
  setBusyModeRequestSchema,
  setStoreHolidaysRequestSchema,
  setStoreHoursRequestSchema,
  storeHoursRequestSchema,
  storeHoursResponseSchema,
} from '@app/shared/console/owner.schemas';
import type { Database } from '../../db/client';
import { auditChange } from './console-route-helpers';
import { consoleUser } from './console-access';
import {
  changeOwnStoreHours,
  getOwnStoreEarnings,
  getOwnStoreHours,
  getOwnerOrders,
  type HoursChange,
} from './console-owner.usecases';
import { createBusyModeInputError } from './console.errors';

const tags = ['console'];
const C = '/public/api/console';

/**
 * The store owner's pages: hours, holidays and busy mode (/hours), earnings and payouts
 * (/earnings). `{ staff: area }` access: the use cases check the store is the caller's; an admin
 * needs `stores` (hours, busy mode), `orders` (the board) or `reports` (earnings).
 */
export const consoleOwnerRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    `${C}/get-owner-orders`,
    {
      config: { access: { staff: 'orders' } },
      schema: {
        tags,
        summary:
          "One board for several of the caller's stores: their orders together, newest first",
        body: ownerOrdersRequestSchema,
        response: { 200: ownerOrdersResponseSchema },
      },
    },
    async (request) => {
      const { store_ids: storeIds, scope } = request.body;
      const data = await getOwnerOrders(db, consoleUser(request), { storeIds, scope });
      return { success: true as const, data };
    },
  );

  app.post(
    `${C}/get-store-hours`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary:
          "A store's opening hours, holidays, busy mode and pause, and whether it is open now",
        body: storeHoursRequestSchema,
        response: { 200: storeHoursResponseSchema },
      },
    },
    async (request) => {
      const data = await getOwnStoreHours(db, consoleUser(request), request.body.store_id);
      return { success: true as const, data };
    },
  );

  const change = (
    request: Parameters<typeof auditChange>[1],
    storeId: number,
    what: HoursChange,
    action: `console.hours.${string}`,
  ) =>
    changeOwnStoreHours(db, consoleUser(request), storeId, what, (tx, before, after) =>
      auditChange(tx, request, { action, before, after, details: { store_id: storeId } }),
    );

  app.post(
    `${C}/set-store-hours`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Sets the weekly opening hours (null: open around the clock)',
        body: setStoreHoursRequestSchema,
        response: { 200: storeHoursResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, opening_hours: openingHours } = request.body;
      const data = await change(
        request,
        storeId,
        { kind: 'hours', openingHours },
        'console.hours.set-hours',
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${C}/set-store-holidays`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary: 'Sets the days the store is closed (YYYY-MM-DD, marketplace time zone)',
        body: setStoreHolidaysRequestSchema,
        response: { 200: storeHoursResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, holidays } = request.body;
      const data = await change(
        request,
        storeId,
        { kind: 'holidays', holidays },
        'console.hours.set-holidays',
      );
      return { success: true as const, data };
    },
  );

  app.post(
    `${C}/set-busy-mode`,
    {
      config: { access: { staff: 'stores' } },
      schema: {
        tags,
        summary:
          'Busy mode: add preparation minutes for a time (busy), take no new orders for a time (pause), or end both now (end)',
        body: setBusyModeRequestSchema,
        response: { 200: storeHoursResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, mode, for_minutes: forMinutes, extra_minutes } = request.body;
      let what: HoursChange;
      if (mode === 'end') what = { kind: 'end' };
      else if (forMinutes === undefined) {
        throw createBusyModeInputError({ message: 'Say for how long (for_minutes).' });
      } else if (mode === 'pause') what = { kind: 'pause', forMinutes };
      else if (extra_minutes === undefined) {
        throw createBusyModeInputError({ message: 'Say how many minutes to add (extra_minutes).' });
      } else what = { kind: 'busy', forMinutes, extraMinutes: extra_minutes };
      const data = await change(request, storeId, what, `console.hours.busy-${mode}`);
      return { success: true as const, data };
    },
  );

  app.post(
    `${C}/get-store-earnings`,
    {
      config: { access: { staff: 'reports' } },
      schema: {
        tags,
        summary:
          "A store's takings by day (delivered orders' subtotal), commission, net, and payouts received",
        body: earningsRequestSchema,
        response: { 200: earningsResponseSchema },
      },
    },
    async (request) => {
      const { store_id: storeId, days } = request.body;
      const data = await getOwnStoreEarnings(db, consoleUser(request), { storeId, days });
      return { success: true as const, data };
    },
  );
};
