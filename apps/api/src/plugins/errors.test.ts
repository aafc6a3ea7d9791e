import Fastify from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { errorsPlugin, isConnectionLoss } from './errors';

const app = Fastify({ logger: false });
afterAll(() => app.close());

test('a lost database connection answers 503 server.unavailable with Retry-After; other failures stay 500', async () => {
  await app.register(errorsPlugin);
  const failures: Record<string, () => Error> = {
    terminated: () => Object.assign(new Error('terminating connection'), { code: '57P01' }),
    socket: () => new Error('Connection terminated unexpectedly'),
    wrapped: () =>
      new Error('Failed query', {
        cause: Object.assign(new Error('server closed'), { code: '08006' }),
      }),
    drizzle: () =>
      new Error('Failed query: begin', {
        cause: new Error('Client has encountered a connection error and is not queryable'),
      }),
    bug: () => new TypeError('x is undefined'),
    constraint: () => Object.assign(new Error('duplicate key'), { code: '23505' }),
  };
  app.get('/fail/:kind', async (request) => {
    throw failures[(request.params as { kind: string }).kind]?.();
  });
  for (const kind of ['terminated', 'socket', 'wrapped', 'drizzle']) {
    const response = await app.inject(`/fail/${kind}`);
    expect(response.statusCode, kind).toBe(503);
    expect(response.headers['retry-after']).toBe('1');
    expect(response.json().error.code).toBe('server.unavailable');
  }
  for (const kind of ['bug', 'constraint']) {
    const response = await app.inject(`/fail/${kind}`);
    expect(response.statusCode, kind).toBe(500);
    expect(response.json().error.code).toBe('server.internal');
  }
  expect(isConnectionLoss(new Error('Connection terminated due to connection timeout'))).toBe(true);
  expect(isConnectionLoss(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(false);
});
