import { createErrorFactory } from '../../lib/errors';

export const createAdminOrderNotFoundError = createErrorFactory({
  code: 'orders.not_found',
  statusCode: 404,
  message: 'No such order.',
});

export const createBadSortError = createErrorFactory({
  code: 'console.bad_sort',
  statusCode: 400,
  message: 'This table cannot be sorted by that column.',
});

export const createAdminNotCancellableError = createErrorFactory({
  code: 'orders.admin_not_cancellable',
  statusCode: 409,
  message:
    'This order cannot be cancelled at its current step (it is on its way, delivered or already cancelled). Reload the order.',
});

export const createRiderNotAssignableError = createErrorFactory({
  code: 'orders.rider_not_assignable',
  statusCode: 409,
  message:
    'A rider cannot be given this order at its current step. Reload the order and try again.',
});

export const createUnassignRefusedError = createErrorFactory({
  code: 'orders.unassign_refused',
  statusCode: 409,
  message:
    'The order engine has no step back from "rider assigned": choose another rider, or cancel the order.',
});

export const createRiderNotEligibleError = createErrorFactory({
  code: 'orders.rider_not_eligible',
  statusCode: 409,
  message: 'That rider is not an approved, online rider of this store.',
});

export const createRangeTooLongError = createErrorFactory({
  code: 'console.range_too_long',
  statusCode: 400,
  message: 'Choose a date range of at most 366 days, with the start before the end.',
});
