import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completedOrdersRequestSchema,
  completedOrdersResponseSchema,
  arrivedAtStopRequestSchema,
  deliverOrderRequestSchema,
  deliveryLoginRequestSchema,
  deliveryLoginResponseSchema,
  deliveryOrderRequestSchema,
  deliveryOrderResponseSchema,
  deliveryOrdersResponseSchema,
  getGpsLocationRequestSchema,
  getGpsLocationResponseSchema,
  pickedUpOrderRequestSchema,
  riderProfileResponseSchema,
  riderRequestSchema,
  setGpsLocationRequestSchema,
  setGpsLocationResponseSchema,
  toggleStatusRequestSchema,
  toggleStatusResponseSchema,
} from '@app/shared/delivery/delivery.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import { createAuthToken } from '../accounts/auth-tokens.repository';
import { withFailureLimit } from '../accounts/rate-limits.usecases';
import {
  acceptToDeliver,
  ensureRider,
  getCompletedOrders,
  getDeliveryOrders,
  getOrderRiderLocation,
  getRiderProfile,
  getSingleDeliveryOrder,
  setRiderLocation,
  toggleRiderStatus,
} from './delivery.usecases';
import { arrivedAtStop, deliverOrder, pickUpOrder } from './delivery-steps.usecases';
import { checkStaffPassword } from './staff-login.usecases';

const tags = ['delivery'];
const prefix = '/public/api/delivery';

/** The delivery staff calls (SPEC §7 delivery/*). Every call but login needs a rider's token. */
export const deliveryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const requireRider = async (request: Parameters<typeof requireUser>[0]) => {
    const user = await requireUser(request);
    ensureRider(user);
    return user;
  };

  app.post(
    `${prefix}/login`,
    {
      schema: {
        tags,
        summary:
          "Rider login (email and password); other roles get 403. The rider's profile and a token",
        body: deliveryLoginRequestSchema,
        response: { 200: deliveryLoginResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const user = await withFailureLimit(
        { db, request, reply, action: 'login', account: email },
        () => checkStaffPassword({ db, email, password, roles: ['rider'] }),
      );
      const authToken = await createAuthToken({ db, userId: user.id });
      const profile = await getRiderProfile(db, user.id);
      return { success: true as const, data: { ...profile, auth_token: authToken } };
    },
  );

  app.post(
    `${prefix}/update-user-info`,
    {
      schema: {
        tags,
        summary: "The rider's profile: online status, order limit, held orders, stores",
        body: riderRequestSchema,
        response: { 200: riderProfileResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      return { success: true as const, data: await getRiderProfile(db, rider.id) };
    },
  );

  app.post(
    `${prefix}/get-delivery-orders`,
    {
      schema: {
        tags,
        summary: "New orders of the rider's stores (while online), and the rider's own 3 and 4",
        body: riderRequestSchema,
        response: { 200: deliveryOrdersResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      return { success: true as const, data: await getDeliveryOrders(db, rider.id) };
    },
  );

  app.post(
    `${prefix}/get-single-delivery-order`,
    {
      schema: {
        tags,
        summary: "One of the rider's orders, or one on offer to them",
        body: deliveryOrderRequestSchema,
        response: { 200: deliveryOrderResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      const data = await getSingleDeliveryOrder(db, rider.id, request.body.unique_order_id);
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/accept-to-deliver`,
    {
      schema: {
        tags,
        summary:
          'Takes an order (2 -> 3); one rider wins, the others get 409 delivery.already_taken',
        body: deliveryOrderRequestSchema,
        response: { 200: deliveryOrderResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      const data = await acceptToDeliver(db, rider.id, request.body.unique_order_id);
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/pickedup-order`,
    {
      schema: {
        tags,
        summary:
          "Picked up at the store or, for a courier task, the pickup with the sender's PIN (3 -> 4)",
        body: pickedUpOrderRequestSchema,
        response: { 200: deliveryOrderResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      const data = await pickUpOrder(db, rider.id, {
        uniqueOrderId: request.body.unique_order_id,
        pickupPin: request.body.pickup_pin,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/arrived-at-stop`,
    {
      schema: {
        tags,
        summary: 'Courier tasks: the rider reached the pickup (status 3) or the drop (status 4)',
        body: arrivedAtStopRequestSchema,
        response: { 200: deliveryOrderResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      const data = await arrivedAtStop(db, rider.id, {
        uniqueOrderId: request.body.unique_order_id,
        stop: request.body.stop,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/deliver-order`,
    {
      schema: {
        tags,
        summary:
          "Delivered (4 -> 5), with the customer's PIN when PINs are enabled (courier: or a photo where allowed)",
        body: deliverOrderRequestSchema,
        response: { 200: deliveryOrderResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      const data = await deliverOrder(db, rider.id, {
        uniqueOrderId: request.body.unique_order_id,
        deliveryPin: request.body.delivery_pin,
        proofPhoto: request.body.proof_photo,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/toggle-status`,
    {
      schema: {
        tags,
        summary: 'Online or offline (absent is_online: flip)',
        body: toggleStatusRequestSchema,
        response: { 200: toggleStatusResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      const data = await toggleRiderStatus(db, rider.id, request.body.is_online);
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/set-delivery-guy-gps-location`,
    {
      schema: {
        tags,
        summary: "The rider's position (kept at most every 2 s; closer updates are dropped)",
        body: setGpsLocationRequestSchema,
        response: { 200: setGpsLocationResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      const { latitude, longitude, heading } = request.body;
      const data = await setRiderLocation(db, rider.id, {
        latitude,
        longitude,
        heading: heading ?? null,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/get-delivery-guy-gps-location`,
    {
      schema: {
        tags,
        summary:
          "The order's rider position, for its rider or its customer (null when not on the way)",
        body: getGpsLocationRequestSchema,
        response: { 200: getGpsLocationResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await getOrderRiderLocation(db, user.id, request.body.unique_order_id);
      return { success: true as const, data };
    },
  );

  app.post(
    `${prefix}/get-completed-orders`,
    {
      schema: {
        tags,
        summary: "The rider's delivered orders, newest first, 10 a page, and earnings",
        body: completedOrdersRequestSchema,
        response: { 200: completedOrdersResponseSchema },
      },
    },
    async (request) => {
      const rider = await requireRider(request);
      const data = await getCompletedOrders(db, rider.id, request.body.page);
      return { success: true as const, data };
    },
  );
};
