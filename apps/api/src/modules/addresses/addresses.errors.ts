import { createErrorFactory } from '../../lib/errors';

/** Also the answer for another customer's address: its existence is not revealed. */
export const createAddressNotFoundError = createErrorFactory({
  code: 'addresses.not_found',
  statusCode: 404,
  message: 'No such address.',
});
