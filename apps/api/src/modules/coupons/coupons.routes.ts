import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  applyCouponRequestSchema,
  applyCouponResponseSchema,
  couponsResponseSchema,
  getCartCouponRequestSchema,
  userCouponsRequestSchema,
} from '@app/shared/coupons/coupons.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { applyCoupon, getCartCoupons, getUserCoupons } from './coupons.usecases';

const tags = ['coupons'];

export const couponsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/public/api/get-cart-coupon',
    {
      schema: {
        tags,
        summary: "The store's and the platform's live coupons; max_count is the uses left",
        body: getCartCouponRequestSchema,
        response: { 200: couponsResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await getCartCoupons({ db, storeId: request.body.restaurant_id }),
    }),
  );

  app.post(
    '/public/api/user-coupons',
    {
      schema: {
        tags,
        summary:
          'Live coupons the caller can still use (per-customer and first-order rules applied)',
        body: userCouponsRequestSchema,
        response: { 200: couponsResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return {
        success: true as const,
        data: await getUserCoupons({
          db,
          userId: user.id,
          storeId: request.body.restaurant_id ?? null,
        }),
      };
    },
  );

  app.post(
    '/public/api/apply-coupon',
    {
      schema: {
        tags,
        summary: 'Checks a code against the cart; errors name the rule (coupons.min_subtotal, ...)',
        body: applyCouponRequestSchema,
        response: { 200: applyCouponResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const { coupon, restaurant_id, items } = request.body;
      return {
        success: true as const,
        data: await applyCoupon({
          db,
          userId: user.id,
          code: coupon,
          storeId: restaurant_id,
          items,
        }),
      };
    },
  );
};
