import webPush from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import {
  deletePushSubscription,
  listPushSubscriptionsOf,
  readSetting,
  storeVapidKeysIfAbsent,
} from './notifications.repository';

/**
 * Generates the VAPID key pair on first start (when `vapidPublicKey` is empty): the public key is
 * the public setting the PWA subscribes with, the private key a secret setting never sent out.
 */
export async function ensureVapidKeys({ db }: { db: Database }) {
  if (await readSetting({ db, key: 'vapidPublicKey' })) return false;
  const keys = webPush.generateVAPIDKeys();
  return storeVapidKeysIfAbsent({ db, publicKey: keys.publicKey, privateKey: keys.privateKey });
}

export interface PushMessage {
  title: string;
  message: string;
  image?: string | null;
  click_action?: string | null;
}

export type PushSender = (
  subscription: webPush.PushSubscription,
  payload: string,
  options: webPush.RequestOptions,
) => Promise<unknown>;

/**
 * Sends a push to every browser of the user. A failure is logged and never thrown (a push is a
 * courtesy, the notification row is the record); subscriptions the push service reports gone
 * (404, 410) are deleted. Answers how many were delivered.
 */
export async function sendPushToUser({
  db,
  userId,
  message,
  subject,
  log,
  send = webPush.sendNotification,
}: {
  db: Database;
  userId: number;
  message: PushMessage;
  subject: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  send?: PushSender;
}): Promise<number> {
  const [publicKey, privateKey, subscriptions] = await Promise.all([
    readSetting({ db, key: 'vapidPublicKey' }),
    readSetting({ db, key: 'vapidPrivateKey' }),
    listPushSubscriptionsOf({ db, userId }),
  ]);
  if (!publicKey || !privateKey || subscriptions.length === 0) return 0;
  const payload = JSON.stringify(message);
  let delivered = 0;
  for (const subscription of subscriptions) {
    try {
      await send(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        { vapidDetails: { subject, publicKey, privateKey }, TTL: 24 * 60 * 60 },
      );
      delivered += 1;
    } catch (error) {
      const statusCode = (error as { statusCode?: number }).statusCode;
      if (statusCode === 404 || statusCode === 410) {
        await deletePushSubscription({ db, id: subscription.id });
        log.warn({ userId, statusCode }, 'push subscription gone; deleted');
      } else {
        log.warn({ err: error, userId, statusCode }, 'push failed');
      }
    }
  }
  return delivered;
}
