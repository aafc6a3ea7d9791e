import type { RequestOf } from '@app/shared/common/api-contract';
import type { saveNotificationTokenRequestSchema } from '@app/shared/notifications/notifications.schemas';
import { apiPost, type ApiSuccess } from '../../../lib/api-client';

/** The body of the call, from its request schema (a contract change breaks this build). */
export type SaveNotificationTokenInput = RequestOf<typeof saveNotificationTokenRequestSchema>;

/** Stores the browser's Web Push subscription for the caller (SPEC §6 save-notification-token). */
export function saveNotificationToken(input: SaveNotificationTokenInput) {
  return apiPost<ApiSuccess<{ saved: true }>>('save-notification-token', input);
}
