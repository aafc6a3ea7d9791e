import Fastify from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { createMemoryPubSub } from './pubsub';
import { openSseStream, type SseStream } from './sse';
import { connectSse } from './sse-client';

const app = Fastify({ logger: false });
afterAll(() => app.close());

test('a change made while the state was read is sent once, whether its message comes before or after the state', async () => {
  const hub = createMemoryPubSub();
  const registry = new Set<SseStream>();
  const change = 'event: order_status\ndata: {"status":2}\n\n';
  const located = 'event: rider_location\ndata: {"latitude":12.9}\n\n';
  const later = 'event: order_status\ndata: {"status":3}\n\n';
  app.get('/stream', async (request, reply) => {
    const stream = openSseStream({
      kind: 'order',
      request,
      reply,
      hub,
      pingIntervalMs: 60_000,
      registry,
    });
    await stream.subscribe('order:x');
    // Both changes land while the state is read, and the state read already has them: the
    // status change's message comes before the state is sent, the position's just after.
    hub.publishLocal('order:x', change);
    stream.begin(['event: state\ndata: {}\n\n', change, located]);
    hub.publishLocal('order:x', located);
    hub.publishLocal('order:x', later);
    stream.close();
    return reply;
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const client = await connectSse(`${base}/stream`);
  await client.closed;
  expect(client.events.map((event) => event.data)).toEqual([
    '{}',
    '{"status":2}',
    '{"latitude":12.9}',
    '{"status":3}',
  ]);
});
