import type { FastifyServerOptions } from 'fastify';

/**
 * Query parameters that carry a secret and must never reach a log: live streams take the auth
 * token as `?token=` (EventSource cannot send headers), and links may carry tickets, keys,
 * signatures or one-time codes.
 */
export const SECRET_QUERY_PARAMS = [
  'token',
  'access_token',
  'refresh_token',
  'ticket',
  'key',
  'api_key',
  'apikey',
  'signature',
  'sig',
  'password',
  'secret',
  'code',
  'otp',
];

const secretParam = new RegExp(
  `([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#\\s"'\\\\<>]*`,
  'gi',
);

/**
 * Text as it may be logged: the value of every secret-like query parameter of any URL in it
 * replaced. It runs on whole log lines, so URLs inside messages and error stacks are covered too
 * ("Route GET:/x?token=… not found", a reply-already-sent warning, an error's message).
 */
export function redactSecrets(text: string): string {
  return text.includes('=') ? text.replace(secretParam, '$1[redacted]') : text;
}

type LoggerOption = FastifyServerOptions['logger'];

/** The app's logger options with every written line passed through `redactSecrets`. */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return logger;
  const options = logger === true ? {} : logger;
  return { ...options, hooks: { ...options.hooks, streamWrite: redactSecrets } };
}
