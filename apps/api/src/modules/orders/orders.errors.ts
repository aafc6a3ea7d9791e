import { createErrorFactory } from '../../lib/errors';

/** Also the answer for another customer's order: its existence is not revealed. */
export const createOrderNotFoundError = createErrorFactory({
  code: 'orders.not_found',
  statusCode: 404,
  message: 'No such order.',
});

export const createTransitionRefusedError = createErrorFactory({
  code: 'orders.transition_refused',
  statusCode: 409,
  message: 'The order cannot change to that status now.',
});

export const createNotCancellableError = createErrorFactory({
  code: 'orders.not_cancellable',
  statusCode: 409,
  message: 'This order can no longer be cancelled: the store has started on it.',
});

export const createStoreNotFoundError = createErrorFactory({
  code: 'orders.store_not_found',
  statusCode: 404,
  message: 'No such store.',
});

export const createStoreClosedError = createErrorFactory({
  code: 'orders.store_closed',
  statusCode: 409,
  message: 'The store is not taking orders right now.',
});

/** The owner paused new orders (console /hours busy mode) until a time. */
export const createStorePausedError = createErrorFactory({
  code: 'orders.store_paused',
  statusCode: 409,
  message: 'The store is not accepting new orders right now. Try again a little later.',
});

export const createSlotUnavailableError = createErrorFactory({
  code: 'orders.slot_unavailable',
  statusCode: 409,
  message: 'The store is not open at the chosen time. Pick another slot.',
});

export const createItemUnavailableError = createErrorFactory({
  code: 'orders.item_unavailable',
  statusCode: 409,
  message: 'Some items in the cart are not available. Review the cart and try again.',
});

export const createDeliveryTypeError = createErrorFactory({
  code: 'orders.delivery_type_unavailable',
  statusCode: 409,
  message: 'The store does not offer this kind of order.',
});

export const createAddressRequiredError = createErrorFactory({
  code: 'orders.address_required',
  statusCode: 400,
  message: 'Choose a delivery address.',
});

export const createNotDeliverableError = createErrorFactory({
  code: 'orders.not_deliverable',
  statusCode: 409,
  message: 'The store does not deliver to this address.',
});

export const createMinOrderError = createErrorFactory({
  code: 'orders.min_order',
  statusCode: 409,
  message: 'The order is below the store’s minimum.',
});

export const createPriceChangedError = createErrorFactory({
  code: 'orders.price_changed',
  statusCode: 409,
  message: 'The total has changed since you saw it. Check the new bill and place the order again.',
});

export const createIdempotencyConflictError = createErrorFactory({
  code: 'orders.idempotency_key_reused',
  statusCode: 422,
  message: 'This idempotency key was already used for a different order.',
});

export const createPaymentMethodUnavailableError = createErrorFactory({
  code: 'orders.payment_method_unavailable',
  statusCode: 409,
  message: 'This payment method is not available.',
});

export const createWalletInsufficientError = createErrorFactory({
  code: 'wallet.insufficient',
  statusCode: 409,
  message: 'The wallet balance does not cover this order.',
});

export const createNotRatableError = createErrorFactory({
  code: 'orders.not_ratable',
  statusCode: 409,
  message: 'Only delivered orders can be rated.',
});

export const createAlreadyRatedError = createErrorFactory({
  code: 'orders.already_rated',
  statusCode: 409,
  message: 'This order has already been rated.',
});

export const createKindMismatchError = createErrorFactory({
  code: 'orders.kind_mismatch',
  statusCode: 422,
  message: 'This store does not take that kind of order.',
});

/** Grocery: fewer units on the shelf than the cart asks for (another order took them). */
export const createOutOfStockError = createErrorFactory({
  code: 'orders.out_of_stock',
  statusCode: 409,
  message: 'Some items ran out while you were ordering. Review the cart and try again.',
});

export const createSubstituteInvalidError = createErrorFactory({
  code: 'orders.substitute_invalid',
  statusCode: 422,
  message: 'The chosen replacement is not an item of this store.',
});

/** Grocery: more of one item than its own per-order maximum. */
export const createItemLimitError = createErrorFactory({
  code: 'orders.item_limit',
  statusCode: 422,
  message: 'That is more of one item than an order may hold.',
});
