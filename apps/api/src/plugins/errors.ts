import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import { isAppError } from '../lib/errors';

interface ErrorBody {
  success: false;
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

export function errorBody(
  code: string,
  message: string,
  issues?: ErrorBody['error']['issues'],
): ErrorBody {
  return { success: false, error: issues ? { code, message, issues } : { code, message } };
}

/** Fastify's own error codes that are the caller's fault, mapped to our stable codes. */
const fastifyClientErrors: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: 'request.malformed_json',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: 'request.body_too_large',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'request.unsupported_media_type',
    message: 'Send the request body as application/json.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'request.invalid_content_length',
    message: 'The Content-Length header does not match the body.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'request.malformed_json',
    message: 'The request body is empty; send {} when there is nothing to send.',
  },
};

function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
}

/**
 * The single error shape `{ success: false, error: { code, message, issues? } }` for every failure:
 * validation and parse errors are 400s naming the field; unknown calls are a JSON 404; 5xx never
 * leaks internals (the detail goes to the log only).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: toFieldPath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      }));
      const first = issues[0];
      const message = first ? `${first.path}: ${first.message}` : 'The request is invalid.';
      return reply.status(400).send(errorBody('request.invalid', message, issues));
    }
    if (isAppError(error)) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.issues));
    }
    const known = error.code ? fastifyClientErrors[error.code] : undefined;
    if (known) {
      return reply.status(error.statusCode ?? 400).send(errorBody(known.code, known.message));
    }
    if (isResponseSerializationError(error)) {
      request.log.error(
        { err: error, issues: error.cause.issues },
        'response does not match its schema',
      );
      return reply
        .status(500)
        .send(errorBody('server.internal', 'Something went wrong on our side.'));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      return reply.status(statusCode).send(errorBody('request.rejected', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(errorBody('server.internal', 'Something went wrong on our side.'));
  });
});
