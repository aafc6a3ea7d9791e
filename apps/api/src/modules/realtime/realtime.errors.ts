import { createErrorFactory } from '../../lib/errors';

/** Also the answer for someone else's order or store: its existence is not revealed. */
export const createStreamNotFoundError = createErrorFactory({
  code: 'realtime.not_found',
  statusCode: 404,
  message: 'No such order or store.',
});

export const createRidersOnlyError = createErrorFactory({
  code: 'realtime.riders_only',
  statusCode: 403,
  message: 'Only delivery staff can open this stream.',
});

export const createDashboardOnlyError = createErrorFactory({
  code: 'console.permission_denied',
  statusCode: 403,
  message: 'Only admins with the dashboard area can open this stream.',
});
