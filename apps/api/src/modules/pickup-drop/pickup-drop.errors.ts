import { createErrorFactory } from '../../lib/errors';

/** Why a pickup-and-drop task cannot be quoted or placed (issue 16), each with its own code. */

export const createServiceOffError = createErrorFactory({
  code: 'pickup_drop.unavailable',
  statusCode: 409,
  message: 'Pickup and drop is not available right now.',
});

export const createOutOfAreaError = createErrorFactory({
  code: 'pickup_drop.out_of_area',
  statusCode: 422,
  message: 'We do not pick up or drop at that address yet.',
});

export const createTooFarError = createErrorFactory({
  code: 'pickup_drop.too_far',
  statusCode: 422,
  message: 'The drop is too far from the pickup for one task.',
});

export const createTooHeavyError = createErrorFactory({
  code: 'pickup_drop.too_heavy',
  statusCode: 422,
  message: 'The parcel is heavier than a rider can carry.',
});

export const createClosedError = createErrorFactory({
  code: 'pickup_drop.closed',
  statusCode: 409,
  message: 'Pickup and drop is closed at this hour. Try again during service hours.',
});

export const createTaskTypeError = createErrorFactory({
  code: 'pickup_drop.task_type',
  statusCode: 422,
  message: 'That kind of task is not offered.',
});

export const createRecipientPaysCashError = createErrorFactory({
  code: 'pickup_drop.recipient_pays_cash',
  statusCode: 422,
  message: 'When the recipient pays, it is cash at the drop: choose cash and no wallet.',
});

export const createTrackNotFoundError = createErrorFactory({
  code: 'pickup_drop.track_not_found',
  statusCode: 404,
  message: 'This tracking link is not valid.',
});
