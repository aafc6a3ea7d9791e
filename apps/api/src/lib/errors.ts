/**
 * The one application error type. Modules declare their errors with `createErrorFactory` and
 * dotted codes (`i18n.language_not_found`); the error handler turns them into the one error shape.
 */
export class AppError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly issues?: { path: string; message: string }[];
  /** A 429's wait, sent as the `retry-after` header. */
  readonly retryAfterSeconds?: number;

  constructor(options: {
    code: string;
    statusCode: number;
    message: string;
    issues?: { path: string; message: string }[];
    retryAfterSeconds?: number;
    cause?: unknown;
  }) {
    super(options.message, { cause: options.cause });
    this.name = 'AppError';
    this.code = options.code;
    this.statusCode = options.statusCode;
    this.issues = options.issues;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

export function createErrorFactory(definition: {
  code: string;
  statusCode: number;
  message: string;
}) {
  return (overrides: { message?: string; cause?: unknown; retryAfterSeconds?: number } = {}) =>
    new AppError({ ...definition, ...overrides });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

// The caller's errors: thrown by the auth plugin (plugins/auth.ts) and by the modules that check a
// caller themselves; accounts.errors re-exports them.
export const createUnauthenticatedError = createErrorFactory({
  code: 'auth.unauthenticated',
  statusCode: 401,
  message: 'Log in to continue: the token is missing, expired or revoked.',
});

/** The body's user_id names someone other than the token's owner. */
export const createUserMismatchError = createErrorFactory({
  code: 'auth.user_mismatch',
  statusCode: 403,
  message: 'This token belongs to another user.',
});
