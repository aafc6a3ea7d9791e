import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getUserNotificationsRequestSchema,
  markOneNotificationReadRequestSchema,
  notificationListResponseSchema,
  saveNotificationTokenRequestSchema,
  saveNotificationTokenResponseSchema,
} from '@app/shared/notifications/notifications.schemas';
import type { Database } from '../../db/client';
import { requireUser } from '../../plugins/auth';
import {
  getUserNotifications,
  markAllNotificationsRead,
  markOneNotificationRead,
  saveNotificationToken,
} from './notifications.usecases';
import { ensureVapidKeys } from './web-push.usecases';

export const notificationsRoutes: FastifyPluginAsyncZod<{
  db: Database;
  generateVapidKeys: boolean;
}> = async (app, { db, generateVapidKeys }) => {
  const tags = ['notifications'];
  if (generateVapidKeys) await ensureVapidKeys({ db });

  app.post(
    '/public/api/get-user-notifications',
    {
      schema: {
        tags,
        summary: "The caller's notifications, newest first, with the unread count",
        body: getUserNotificationsRequestSchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      return { success: true as const, data: await getUserNotifications({ db, userId: user.id }) };
    },
  );

  app.post(
    '/public/api/mark-all-notifications-read',
    {
      schema: {
        tags,
        summary: "Marks every one of the caller's notifications read",
        body: getUserNotificationsRequestSchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await markAllNotificationsRead({ db, userId: user.id });
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/mark-one-notification-read',
    {
      schema: {
        tags,
        summary: "Marks one of the caller's notifications read",
        body: markOneNotificationReadRequestSchema,
        response: { 200: notificationListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await markOneNotificationRead({
        db,
        userId: user.id,
        notificationId: request.body.notification_id,
      });
      return { success: true as const, data };
    },
  );

  app.post(
    '/public/api/save-notification-token',
    {
      schema: {
        tags,
        summary: "Saves the browser's Web Push subscription for the caller (upsert by endpoint)",
        body: saveNotificationTokenRequestSchema,
        response: { 200: saveNotificationTokenResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const data = await saveNotificationToken({
        db,
        userId: user.id,
        subscription: request.body.push_token,
      });
      return { success: true as const, data };
    },
  );
};
