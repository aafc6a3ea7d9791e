import Fastify from 'fastify';
import { afterAll, expect, test } from 'vitest';
import { createMemoryPubSub } from './pubsub';
import { openSseStream, type SseStream } from './sse';
import { connectSse } from './sse-client';

const app = Fastify({ logger: false });
afterAll(() => app.close());

test('a change made between the subscription and the state read is sent once, after the state', async () => {
  const hub = createMemoryPubSub();
  const registry = new Set<SseStream>();
  const change = 'event: order_status\ndata: {"status":2}\n\n';
  const later = 'event: order_status\ndata: {"status":3}\n\n';
  app.get('/stream', async (request, reply) => {
    const stream = openSseStream({ request, reply, hub, pingIntervalMs: 60_000, registry });
    await stream.subscribe('order:x');
    // The change lands while the state is read, and the state read already has it.
    hub.publishLocal('order:x', change);
    hub.publishLocal('order:x', later);
    stream.begin(['event: state\ndata: {}\n\n', change]);
    stream.close();
    return reply;
  });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  const client = await connectSse(`${base}/stream`);
  await client.closed;
  expect(client.events.map((event) => event.data)).toEqual(['{}', '{"status":2}', '{"status":3}']);
});
