import type { buildTestApp } from '../../test/build-test-app';
import type { PushSender } from '../notifications/web-push.usecases';
import { createMemoryPubSub } from './pubsub';
import { createRealtimeBridge, type RealtimeBridge } from './realtime.bridge';
import { createDatabaseBus } from './realtime.routes';

/**
 * Two realtime bridges on one database, as two API instances run them, with notifications on and
 * pushes going to `send`; `run` gets them started, and they are stopped afterwards.
 */
export async function withTwoBridges(
  ctx: Awaited<ReturnType<typeof buildTestApp>>,
  send: PushSender,
  run: (bridges: RealtimeBridge[]) => Promise<void>,
) {
  const log = { warn: () => {}, error: () => {} };
  const buses = [createDatabaseBus(ctx.db, log).bus, createDatabaseBus(ctx.db, log).bus];
  const bridges = buses.map((bus) =>
    createRealtimeBridge({
      db: ctx.db,
      bus,
      hub: createMemoryPubSub(),
      log,
      notifications: { enabled: true, vapidSubject: 'mailto:ops@test.dev', send },
    }),
  );
  for (const bridge of bridges) await bridge.start();
  try {
    await run(bridges);
  } finally {
    for (const bridge of bridges) await bridge.stop();
    for (const bus of buses) await bus.close();
  }
}
