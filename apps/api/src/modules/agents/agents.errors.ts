import { createErrorFactory } from '../../lib/errors';

export const createForbiddenError = createErrorFactory({
  code: 'auth.forbidden',
  statusCode: 403,
  message: 'Only phone-order agents and admins may do this.',
});

/**
 * An admin without the console's customers area (issue 17): the code the console answers for a
 * missing area (console-access.ts), so the console shows one message for both.
 */
export const createCustomersAreaRequiredError = createErrorFactory({
  code: 'console.permission_denied',
  statusCode: 403,
  message:
    'Your admin account does not include the customers area. Ask the marketplace owner for access.',
});

/** Unknown, banned, or not a customer (staff accounts are never impersonated). */
export const createCustomerNotFoundError = createErrorFactory({
  code: 'agents.customer_not_found',
  statusCode: 404,
  message: 'No customer with that phone or id.',
});

export const createCustomerRequiredError = createErrorFactory({
  code: 'agents.customer_required',
  statusCode: 400,
  message: 'Name the customer to log in as (user_id).',
});

export const createPhoneTakenError = createErrorFactory({
  code: 'agents.phone_taken',
  statusCode: 409,
  message: 'A customer with this phone already exists: log in as them instead.',
});

export const createEmailTakenError = createErrorFactory({
  code: 'agents.email_taken',
  statusCode: 409,
  message: 'Another account uses this email.',
});
