import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** An id a proxy or a client may hand in: short, one line, nothing a log or header could split on. */
const ACCEPTED_REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * The request's id: the caller's `X-Request-Id` when it is a safe token (the reverse proxy sets
 * one per request, so a request is found in the proxy's and every instance's logs by one id),
 * else a fresh UUID. Fastify's logger puts it on every line of the request as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify server options: ids from `requestIdOf` only (Fastify's own header read takes any value). */
export const requestIdServerOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} as const;

/**
 * Echoes the id as `X-Request-Id`, so a client's bug report can name the request. Set on the raw
 * response: it also reaches the hijacked replies of live streams.
 */
export const requestIdPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
});
