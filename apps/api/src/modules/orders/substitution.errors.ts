import { createErrorFactory } from '../../lib/errors';

/** Grocery picking and substitutions (issue 15): the store's and the customer's refusals. */

export const createNotGroceryOrderError = createErrorFactory({
  code: 'orders.not_grocery',
  statusCode: 422,
  message: 'Only grocery orders are picked line by line.',
});

export const createNotPickingError = createErrorFactory({
  code: 'orders.not_picking',
  statusCode: 409,
  message: 'Lines can be picked only while the store is packing the order.',
});

export const createLineNotFoundError = createErrorFactory({
  code: 'orders.line_not_found',
  statusCode: 404,
  message: 'No such line in this order.',
});

export const createLineSettledError = createErrorFactory({
  code: 'orders.line_settled',
  statusCode: 409,
  message: 'This line has already been replaced or removed.',
});

export const createSubstitutionExistsError = createErrorFactory({
  code: 'orders.substitution_exists',
  statusCode: 409,
  message: 'A substitute has already been proposed for this line.',
});

export const createSubstitutionNotWantedError = createErrorFactory({
  code: 'orders.substitution_not_wanted',
  statusCode: 409,
  message: 'The customer asked to remove this item if it is short, not to replace it.',
});

export const createSubstitutionNotFoundError = createErrorFactory({
  code: 'orders.substitution_not_found',
  statusCode: 404,
  message: 'No such substitute on this order.',
});

export const createSubstitutionDecidedError = createErrorFactory({
  code: 'orders.substitution_decided',
  statusCode: 409,
  message: 'This substitute has already been decided.',
});

export const createSubstitutionExpiredError = createErrorFactory({
  code: 'orders.substitution_expired',
  statusCode: 409,
  message: 'Time ran out on this substitute, so your choice for the line was applied.',
});

/** The order cannot leave the store while the customer is still deciding on a substitute. */
export const createSubstitutionPendingError = createErrorFactory({
  code: 'orders.substitution_pending',
  statusCode: 409,
  message: 'The customer is still deciding on a substitute for this order.',
});
