import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  COUPON_SORTS,
  couponResponseSchema,
  createCouponRequestSchema,
  listCouponsRequestSchema,
  listCouponsResponseSchema,
  setCouponActiveRequestSchema,
  updateCouponRequestSchema,
} from '@app/shared/console/people.schemas';
import type { Database } from '../../db/client';
import {
  createCouponAsAdmin,
  listCouponsForAdmin,
  setCouponActiveAsAdmin,
  updateCouponAsAdmin,
} from '../coupons/coupons-admin.usecases';
import { auditChange } from './console-route-helpers';
import { pickSort } from './console-sort';

const tags = ['console'];
const A = '/public/api/console/admin/coupons';
const access = { admin: 'coupons' } as const;

/** Coupons (issue 17): a server-paged list with redemptions, create, edit, (de)activate. */
export const consoleCouponsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (
  app,
  { db },
) => {
  app.post(
    `${A}/list`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Coupons, paged and sorted on the server, with their live redemptions',
        body: listCouponsRequestSchema,
        response: { 200: listCouponsResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const page = await listCouponsForAdmin(db, {
        page: body.page,
        perPage: body.per_page,
        sort: pickSort(body.sort, COUPON_SORTS, 'id'),
        dir: body.dir,
        q: body.q?.trim() || undefined,
        status: body.status,
      });
      return {
        success: true as const,
        data: { ...page, page: body.page, per_page: body.per_page },
      };
    },
  );

  app.post(
    `${A}/create`,
    {
      config: { access },
      schema: {
        tags,
        summary:
          'A new coupon; every checkout rule is checked (percent ≤ 100, cap for percent only…)',
        body: createCouponRequestSchema,
        response: { 200: couponResponseSchema },
      },
    },
    async (request) => {
      const coupon = await createCouponAsAdmin(db, {
        fields: request.body.coupon,
        onChange: (tx, change) =>
          auditChange(tx, request, { action: 'console.coupons.create', ...change }),
      });
      return { success: true as const, data: coupon };
    },
  );

  app.post(
    `${A}/update`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Edits a coupon (total uses never below the uses redeemed)',
        body: updateCouponRequestSchema,
        response: { 200: couponResponseSchema },
      },
    },
    async (request) => {
      const coupon = await updateCouponAsAdmin(db, {
        couponId: request.body.coupon_id,
        fields: request.body.coupon,
        onChange: (tx, change) =>
          auditChange(tx, request, { action: 'console.coupons.update', ...change }),
      });
      return { success: true as const, data: coupon };
    },
  );

  app.post(
    `${A}/set-active`,
    {
      config: { access },
      schema: {
        tags,
        summary: 'Deactivates or reactivates a coupon (checkout refuses an inactive one)',
        body: setCouponActiveRequestSchema,
        response: { 200: couponResponseSchema },
      },
    },
    async (request) => {
      const coupon = await setCouponActiveAsAdmin(db, {
        couponId: request.body.coupon_id,
        isActive: request.body.is_active,
        onChange: (tx, change) =>
          auditChange(tx, request, {
            action: request.body.is_active
              ? 'console.coupons.activate'
              : 'console.coupons.deactivate',
            ...change,
          }),
      });
      return { success: true as const, data: coupon };
    },
  );
};
