import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The HTTP side of a graceful drain (docs/observability.md). Once `app.close()` starts, Fastify
 * answers 503 to new requests and stops listening, and Node closes the keep-alive connections
 * that are idle at that moment; a connection busy with a request in flight would then stay open
 * until its keep-alive timeout (72 s), past the process's 10 s guard. So while draining, every
 * response says `Connection: close`, and connections that fall idle are closed as they do.
 */
export const drainPlugin = fp(async (app: FastifyInstance) => {
  let isDraining = false;
  let sweeper: ReturnType<typeof setInterval> | null = null;
  app.addHook('preClose', async () => {
    isDraining = true;
    sweeper = setInterval(() => app.server.closeIdleConnections(), 100);
    sweeper.unref();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (isDraining) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    if (sweeper) clearInterval(sweeper);
  });
});
