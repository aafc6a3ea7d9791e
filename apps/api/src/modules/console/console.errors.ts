import { createErrorFactory } from '../../lib/errors';

export const createStaffOnlyError = createErrorFactory({
  code: 'auth.forbidden',
  statusCode: 403,
  message: 'Only store owners and admins may do this.',
});

/** Also the answer for a store the owner is not linked to: its existence is not revealed. */
export const createConsoleStoreNotFoundError = createErrorFactory({
  code: 'console.store_not_found',
  statusCode: 404,
  message: 'No such store.',
});

export const createConsoleOrderNotFoundError = createErrorFactory({
  code: 'console.order_not_found',
  statusCode: 404,
  message: 'No such order.',
});

export const createConsoleItemNotFoundError = createErrorFactory({
  code: 'console.item_not_found',
  statusCode: 404,
  message: 'No such item.',
});

export const createConsoleWrongStatusError = createErrorFactory({
  code: 'console.wrong_status',
  statusCode: 409,
  message: 'The order is not at a step where this can be done. Reload the orders.',
});

export const createNotSelfPickupError = createErrorFactory({
  code: 'console.not_self_pickup',
  statusCode: 409,
  message: 'Only self-pickup orders are marked ready; a rider collects delivery orders.',
});

export const createBusyModeInputError = createErrorFactory({
  code: 'console.busy_mode_input',
  statusCode: 400,
  message: 'Busy mode needs for_minutes, and extra_minutes when busy.',
});
