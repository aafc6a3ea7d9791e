import { createErrorFactory } from '../../lib/errors';

export const createWalletCustomerNotFoundError = createErrorFactory({
  code: 'wallet.customer_not_found',
  statusCode: 404,
  message: 'No such customer.',
});

/** An admin's debit larger than the balance: the wallet never goes below zero. */
export const createWalletAdjustInsufficientError = createErrorFactory({
  code: 'wallet.insufficient_balance',
  statusCode: 409,
  message: 'The wallet balance is lower than this debit.',
});
