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

/**
 * Where the first NUL character (U+0000) sits in a parsed body, query or params: PostgreSQL text
 * cannot hold it, so it is refused for every field of every call here, before any schema or
 * handler runs (one place instead of every string schema). Null when there is none.
 */
export function findNulCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(body)' : null;
  if (ArrayBuffer.isView(value)) return null; // a raw body (webhooks): checked by its own handler
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findNulCharacter(value[index], path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      const keyPath = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return keyPath;
      const found = findNulCharacter(inner, keyPath);
      if (found) return found;
    }
  }
  return null;
}

/**
 * PostgreSQL's answers to a value it cannot take (a number out of its column's range, text it
 * cannot store, a key too long for its index): the caller's input, so a 400, never a 500. Schemas
 * refuse these first; this is the net under them.
 */
const DATABASE_INPUT_ERRORS = new Set(['22003', '22P02', '22021', '22P05', '22001', '54000']);

/**
 * The database connection went away under the request (a backend terminated, a failover, the
 * server restarting): nothing was committed by the failed statement, and the same call with the
 * same idempotency key may be tried again, so a 503 with Retry-After, not a 500 (issue 19,
 * backend-terminate). Class 08 is connection exceptions; 57P01-57P03 an administrator's or a
 * server's shutdown. node-postgres's own message covers a socket that closed without a code.
 */
export function isConnectionLoss(error: unknown, code = databaseErrorCode(error)): boolean {
  if (code) return code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code);
  // drizzle wraps the driver's error ("Failed query: ..."): look down the causes.
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const message = current instanceof Error ? current.message : '';
    if (CONNECTION_LOST.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const CONNECTION_LOST =
  /^Connection terminated|connection ended while checked out|is not queryable|terminating connection/;

function databaseErrorCode(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

type ZodLike = { _zod?: { def?: Record<string, unknown> } };

/**
 * The top-level field names a request body schema accepts, or null when it accepts any (not a
 * plain object, e.g. a record). Optional, nullable, default and pipe wrappers are looked through;
 * a union accepts the fields of any of its options.
 */
export function bodyFieldNames(schema: unknown): Set<string> | null {
  const def = (schema as ZodLike | null)?._zod?.def;
  if (!def) return null;
  switch (def.type) {
    case 'object': {
      if (def.catchall && (def.catchall as ZodLike)._zod?.def?.type !== 'never') return null;
      return new Set(Object.keys(def.shape as object));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return bodyFieldNames(def.innerType);
    case 'pipe':
      return bodyFieldNames(def.in);
    case 'union': {
      const names = new Set<string>();
      for (const option of def.options as unknown[]) {
        const inner = bodyFieldNames(option);
        if (!inner) return null;
        for (const name of inner) names.add(name);
      }
      return names;
    }
    default:
      return null;
  }
}

function toFieldPath(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '(body)';
}

/**
 * The single error shape `{ success: false, error: { code, message, issues? } }` for every failure:
 * validation and parse errors are 400s naming the field; unknown calls are a JSON 404; 5xx never
 * leaks internals (the detail goes to the log only).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  // Unknown body fields are refused (400 request.invalid naming the field), not silently dropped:
  // a misspelt field would otherwise look accepted. Every client may still send `token` and
  // `user_id` (SPEC §6 sends them with every call).
  const allowedFields = new Map<string, Set<string>>();
  app.addHook('onRoute', (route) => {
    const names = bodyFieldNames(route.schema?.body);
    if (!names) return;
    names.add('token');
    names.add('user_id');
    for (const method of [route.method].flat()) allowedFields.set(`${method} ${route.url}`, names);
  });
  app.addHook('preValidation', async (request, reply) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNulCharacter(value);
      if (path === null) continue;
      const where = part === 'body' ? path : `${part}.${path}`;
      const message = `${where}: must not contain the NUL character (\\u0000)`;
      return reply
        .status(400)
        .send(
          errorBody('request.invalid', message, [
            { path: where, message: 'must not contain the NUL character' },
          ]),
        );
    }
    const allowed = allowedFields.get(`${request.method} ${request.routeOptions.url}`);
    const body = request.body;
    if (allowed && body && typeof body === 'object' && !Array.isArray(body)) {
      const unknown = Object.keys(body).find((key) => !allowed.has(key));
      if (unknown !== undefined) {
        return reply
          .status(400)
          .send(
            errorBody('request.invalid', `${unknown}: is not a field of this call`, [
              { path: unknown, message: 'is not a field of this call' },
            ]),
          );
      }
    }
  });
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
      if (error.retryAfterSeconds !== undefined) {
        void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
      }
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
    const databaseCode = databaseErrorCode(error);
    if (databaseCode && DATABASE_INPUT_ERRORS.has(databaseCode)) {
      request.log.warn({ err: error }, 'database refused an input value');
      return reply
        .status(400)
        .send(errorBody('request.invalid', 'A value is out of range or cannot be stored.'));
    }
    if (isConnectionLoss(error, databaseCode)) {
      request.log.warn({ err: error }, 'database connection lost');
      return reply
        .status(503)
        .header('retry-after', '1')
        .send(errorBody('server.unavailable', 'The service is busy; try again in a moment.'));
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
