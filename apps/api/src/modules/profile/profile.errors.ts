import { createErrorFactory } from '../../lib/errors';

export const createEmailTakenError = createErrorFactory({
  code: 'profile.email_taken',
  statusCode: 409,
  message: 'Another account uses this email.',
});

export const createInvalidAvatarError = createErrorFactory({
  code: 'profile.invalid_avatar',
  statusCode: 400,
  message: 'The avatar must be a PNG, JPEG or WebP image of at most 1 MB.',
});

export const createWrongPasswordError = createErrorFactory({
  code: 'profile.wrong_password',
  statusCode: 403,
  message: 'The password is incorrect.',
});

export const createPasswordRequiredError = createErrorFactory({
  code: 'profile.password_required',
  statusCode: 400,
  message: 'This account has a password: send it to delete the account.',
});

export const createAvatarNotFoundError = createErrorFactory({
  code: 'profile.avatar_not_found',
  statusCode: 404,
  message: 'No such avatar.',
});

export const createAvatarStorageUnavailableError = createErrorFactory({
  code: 'profile.avatar_storage_unavailable',
  statusCode: 502,
  message: 'The photo could not be stored right now; try again later.',
});

export const createEmailChangePasswordRequiredError = createErrorFactory({
  code: 'profile.current_password_required',
  statusCode: 403,
  message: 'Enter your current password to change your email.',
});

export const createEmailChangeUnavailableError = createErrorFactory({
  code: 'profile.email_change_needs_password',
  statusCode: 403,
  message: 'Set a password first (Forgot password) to change the email of this account.',
});
