import type { PushSubscription } from '@app/shared/notifications/notifications.schemas';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

export interface SaveNotificationTokenInput {
  token: string;
  user_id: number;
  push_token: PushSubscription;
}

/** Stores the browser's Web Push subscription for the caller (SPEC §6 save-notification-token). */
export function saveNotificationToken(input: SaveNotificationTokenInput) {
  return apiPost<ApiSuccess<{ saved: true }>>('save-notification-token', input);
}
