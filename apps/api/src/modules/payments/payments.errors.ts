import { createErrorFactory } from '../../lib/errors';

/** A webhook or return whose signature, hash or timestamp does not check out: nothing is written. */
export const createInvalidSignatureError = createErrorFactory({
  code: 'payments.invalid_signature',
  statusCode: 400,
  message: 'The payment notification could not be verified.',
});

export const createNotAwaitingPaymentError = createErrorFactory({
  code: 'payments.not_awaiting_payment',
  statusCode: 409,
  message: 'This order is not awaiting payment.',
});

export const createProviderUnavailableError = createErrorFactory({
  code: 'payments.provider_unavailable',
  statusCode: 409,
  message: 'This payment method is not available.',
});

export const createMethodMismatchError = createErrorFactory({
  code: 'payments.method_mismatch',
  statusCode: 409,
  message: 'This order was placed with another payment method.',
});

/** The provider takes only other currencies than the one charged (PayMongo: PHP only). */
export const createCurrencyNotSupportedError = createErrorFactory({
  code: 'payments.currency_not_supported',
  statusCode: 409,
  message: 'This payment method does not take the currency this store charges in.',
});

/** The provider refused or could not be reached; the detail goes to the log only. */
export const createProviderError = createErrorFactory({
  code: 'payments.provider_error',
  statusCode: 502,
  message: 'The payment provider could not be reached. Try again in a moment.',
});

/** Stripe declined the payment method (card_error); the customer may try another one. */
export const createCardDeclinedError = createErrorFactory({
  code: 'payments.card_declined',
  statusCode: 402,
  message: 'The payment was declined. Try another card or payment method.',
});

/** The provider collected another amount or currency than the order's: not taken as paid. */
export const createAmountMismatchError = createErrorFactory({
  code: 'payments.amount_mismatch',
  statusCode: 409,
  message: 'The amount paid does not match the order. The order was not marked as paid.',
});
