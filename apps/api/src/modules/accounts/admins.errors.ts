import { createErrorFactory } from '../../lib/errors';

export const createAdminNotFoundError = createErrorFactory({
  code: 'admins.not_found',
  statusCode: 404,
  message: 'No such admin.',
});

export const createAdminEmailTakenError = createErrorFactory({
  code: 'admins.email_taken',
  statusCode: 409,
  message: 'An account with this email already exists.',
});

/** Nobody locks themselves out of the staff editor. */
export const createOwnStaffPermissionError = createErrorFactory({
  code: 'admins.own_staff_permission',
  statusCode: 409,
  message: 'You cannot remove your own staff permission. Ask another admin to do it.',
});

/** Someone must always hold every area, or some areas could never be given again. */
export const createLastFullAdminError = createErrorFactory({
  code: 'admins.last_full_admin',
  statusCode: 409,
  message: 'This is the last admin holding every area: give every area to another admin first.',
});

export const createBadSortError = createErrorFactory({
  code: 'console.bad_sort',
  statusCode: 400,
  message: 'This table cannot be sorted by that column.',
});
