import type { PushSubscription as PushSubscriptionJson } from '@app/shared/notifications/notifications.schemas';
import { readString, writeString } from '../../../lib/storage';

export const LAST_SAVED_TOKEN_KEY = 'lastSavedNotificationToken';
/** With no service worker (development, or a blocked one) `ready` never settles: stop waiting. */
const SERVICE_WORKER_WAIT_MS = 10_000;

/** A VAPID public key (base64url) as the bytes `pushManager.subscribe` wants. */
export function urlBase64ToUint8Array(base64Url: string): Uint8Array<ArrayBuffer> {
  const padding = '='.repeat((4 - (base64Url.length % 4)) % 4);
  const base64 = (base64Url + padding).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let index = 0; index < raw.length; index += 1) bytes[index] = raw.charCodeAt(index);
  return bytes;
}

async function readyRegistration(): Promise<ServiceWorkerRegistration | null> {
  let timer: number | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = window.setTimeout(() => resolve(null), SERVICE_WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    window.clearTimeout(timer);
  }
}

function toSubscriptionJson(subscription: PushSubscription): PushSubscriptionJson | null {
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return null;
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/**
 * Subscribes this browser to Web Push with the server's VAPID key and saves the subscription for
 * the user, unless the same one was saved last time (`lastSavedNotificationToken`). The SPEC's
 * "built-in fallback" key cannot work here: the server signs pushes with the private half of its
 * own key pair, so without its public key there is nothing to subscribe to.
 */
type SubscribeResult = 'saved' | 'unchanged' | 'no-key' | 'no-service-worker' | 'failed';

let inFlight: Promise<SubscribeResult> | null = null;

/**
 * One subscription at a time: "Allow" and the granted-permission refresh can start together (the
 * dialog closes as permission turns granted); the second call shares the first's work instead of
 * subscribing and saving twice.
 */
export function subscribeAndSave(input: {
  vapidPublicKey: string;
  save: (subscription: PushSubscriptionJson) => Promise<unknown>;
}): Promise<SubscribeResult> {
  inFlight ??= subscribeAndSaveOnce(input).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function subscribeAndSaveOnce({
  vapidPublicKey,
  save,
}: {
  vapidPublicKey: string;
  save: (subscription: PushSubscriptionJson) => Promise<unknown>;
}): Promise<SubscribeResult> {
  if (!vapidPublicKey) {
    console.info('push: the server sent no vapidPublicKey; not subscribing');
    return 'no-key';
  }
  const registration = await readyRegistration();
  if (!registration) {
    console.info('push: no service worker is active; not subscribing');
    return 'no-service-worker';
  }
  try {
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(vapidPublicKey),
      }));
    const json = toSubscriptionJson(subscription);
    if (!json) return 'failed';
    const serialized = JSON.stringify(json);
    if (readString(LAST_SAVED_TOKEN_KEY) === serialized) return 'unchanged';
    await save(json);
    writeString(LAST_SAVED_TOKEN_KEY, serialized);
    return 'saved';
  } catch (error) {
    console.warn('push: subscribing failed', error);
    return 'failed';
  }
}
