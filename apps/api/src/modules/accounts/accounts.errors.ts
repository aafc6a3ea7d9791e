import { createErrorFactory } from '../../lib/errors';

export const createUnauthenticatedError = createErrorFactory({
  code: 'auth.unauthenticated',
  statusCode: 401,
  message: 'Log in to continue: the token is missing, expired or revoked.',
});

/** One message for an unknown email and a wrong password, so accounts cannot be enumerated. */
export const createInvalidCredentialsError = createErrorFactory({
  code: 'auth.invalid_credentials',
  statusCode: 401,
  message: 'The email or password is incorrect.',
});

export const createBannedError = createErrorFactory({
  code: 'auth.banned',
  statusCode: 403,
  message: 'This account has been suspended. Contact support.',
});
