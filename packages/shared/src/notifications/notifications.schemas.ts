import { z } from 'zod';
import { idSchema, successSchema } from '../common/api.schemas';
import { authenticatedRequestSchema } from '../profile/profile.schemas';

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  click_action: z.string().nullable(),
  /** 0 unread, 1 read (SPEC §3). */
  is_read: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListResponseSchema = successSchema(
  z.object({ notifications: z.array(notificationSchema), unread_count: z.number().int() }),
);

export const getUserNotificationsRequestSchema = authenticatedRequestSchema;
export const markOneNotificationReadRequestSchema = authenticatedRequestSchema.extend({
  notification_id: idSchema,
});

export const pushSubscriptionSchema = z.object({
  endpoint: z.string().url().max(2000).startsWith('https://'),
  keys: z.object({
    p256dh: z.string().min(1).max(200),
    auth: z.string().min(1).max(100),
  }),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

/** `push_token` is the browser's PushSubscription, as an object or as its JSON text. */
export const saveNotificationTokenRequestSchema = authenticatedRequestSchema.extend({
  push_token: z.union([
    pushSubscriptionSchema,
    z
      .string()
      .max(4000)
      .transform((text, context) => {
        try {
          const parsed = pushSubscriptionSchema.safeParse(JSON.parse(text));
          if (parsed.success) return parsed.data;
        } catch {
          // fall through to the issue below
        }
        context.addIssue({ code: 'custom', message: 'push_token is not a Web Push subscription' });
        return z.NEVER;
      }),
  ]),
});
export const saveNotificationTokenResponseSchema = successSchema(
  z.object({ saved: z.literal(true) }),
);
