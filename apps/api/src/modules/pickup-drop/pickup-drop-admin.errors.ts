import { createErrorFactory } from '../../lib/errors';

/** The pickup-and-drop settings are the operator's: admins only (the repo's forbidden code). */
export const createAdminOnlyError = createErrorFactory({
  code: 'auth.forbidden',
  statusCode: 403,
  message: 'Only admins may change pickup and drop.',
});

/** A save that would not read back as a valid tariff or zones (the schemas refuse it first). */
export const createInvalidSettingsError = createErrorFactory({
  code: 'pickup_drop.invalid_settings',
  statusCode: 400,
  message: 'These pickup and drop settings are not valid.',
});
