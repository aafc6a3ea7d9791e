import { createErrorFactory } from '../../lib/errors';

export const createRiderOnlyError = createErrorFactory({
  code: 'auth.forbidden',
  statusCode: 403,
  message: 'Only delivery staff may do this.',
});

/** Also the answer for an order of a store the rider does not deliver for: it is not revealed. */
export const createDeliveryOrderNotFoundError = createErrorFactory({
  code: 'delivery.order_not_found',
  statusCode: 404,
  message: 'No such order.',
});

export const createAlreadyTakenError = createErrorFactory({
  code: 'delivery.already_taken',
  statusCode: 409,
  message: 'Another rider has already taken this order.',
});

export const createNotAvailableError = createErrorFactory({
  code: 'delivery.not_available',
  statusCode: 409,
  message: 'This order is not waiting for a rider.',
});

export const createOfflineError = createErrorFactory({
  code: 'delivery.offline',
  statusCode: 409,
  message: 'Go online to accept orders.',
});

export const createMaxOrdersError = createErrorFactory({
  code: 'delivery.max_orders',
  statusCode: 409,
  message: 'You already hold as many orders as you may. Deliver one first.',
});

export const createWrongStatusError = createErrorFactory({
  code: 'delivery.wrong_status',
  statusCode: 409,
  message: 'The order is not at that step.',
});

export const createPinInvalidError = createErrorFactory({
  code: 'delivery.pin_invalid',
  statusCode: 422,
  message: 'The delivery PIN does not match. Ask the customer for the PIN shown in their app.',
});

export const createPickupPinInvalidError = createErrorFactory({
  code: 'delivery.pickup_pin_invalid',
  statusCode: 422,
  message: 'The pickup PIN does not match. Ask the sender for the PIN shown in their app.',
});

export const createPhotoProofNotAllowedError = createErrorFactory({
  code: 'delivery.photo_proof_not_allowed',
  statusCode: 422,
  message: 'This task needs the drop PIN; a photo is not accepted.',
});

export const createNotCourierError = createErrorFactory({
  code: 'delivery.not_courier',
  statusCode: 422,
  message: 'Only pickup-and-drop tasks have stops to arrive at.',
});

/** A rider an admin has not approved yet (issue 17): no going online, no orders. */
export const createRiderPendingError = createErrorFactory({
  code: 'delivery.rider_pending',
  statusCode: 403,
  message:
    'Your rider account is waiting for approval. You can take orders once an admin approves it.',
});

export const createRiderSuspendedError = createErrorFactory({
  code: 'delivery.rider_suspended',
  statusCode: 403,
  message: 'Your rider account is suspended. Contact the marketplace to be reinstated.',
});

/** The console's rider management (issue 17). */
export const riderAdminErrors = {
  notFound: createErrorFactory({
    code: 'delivery.rider_not_found',
    statusCode: 404,
    message: 'No such rider.',
  }),
  storeNotFound: createErrorFactory({
    code: 'delivery.store_not_found',
    statusCode: 404,
    message: 'No such store.',
  }),
  accountTaken: createErrorFactory({
    code: 'delivery.account_taken',
    statusCode: 409,
    message: 'An account with this email or phone already exists.',
  }),
  depositOverCash: createErrorFactory({
    code: 'delivery.deposit_over_cash',
    statusCode: 409,
    message: 'The deposit is more than the cash the rider holds.',
  }),
  payoutOverDue: createErrorFactory({
    code: 'delivery.payout_over_due',
    statusCode: 409,
    message: 'The payout is more than the earnings due to the rider.',
  }),
};
