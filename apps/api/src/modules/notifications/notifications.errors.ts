import { createErrorFactory } from '../../lib/errors';

/** Also the answer for another user's notification: its existence is not revealed. */
export const createNotificationNotFoundError = createErrorFactory({
  code: 'notifications.not_found',
  statusCode: 404,
  message: 'No such notification.',
});
