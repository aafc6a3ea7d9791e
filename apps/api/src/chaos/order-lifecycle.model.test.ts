import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { lifecycleCommands } from './order-lifecycle.commands';
import type { LifecycleReal } from './order-lifecycle.step';
import { startLifecycleWorld, type LifecycleWorld } from './order-lifecycle.fixture';
import type { LifecycleModel } from './order-lifecycle.model';

/**
 * Model-based test of the order lifecycle (issue 19): fast-check picks sequences of place, pay,
 * pay webhook, accept, reject, cancel, rider accept, pick up, deliver, rate and refund over food,
 * grocery and courier orders; each runs through the real HTTP API and is compared with an
 * in-memory model, and after every command the ledgers equal the balances, every order is where
 * the model and the engine's state machine say, and every event has a valid predecessor.
 * Short by default (part of `npm test`); CHAOS_LONG=1 runs many more sequences.
 */
const isLong = process.env.CHAOS_LONG === '1';
const RUNS = isLong ? Number(process.env.CHAOS_RUNS ?? 60) : 6;
const MAX_COMMANDS = isLong ? 60 : 30;

describe('order lifecycle model', () => {
  let world: LifecycleWorld;
  beforeAll(async () => {
    world = await startLifecycleWorld();
  });
  afterAll(() => world?.close());

  test(
    'every command sequence keeps ledgers, states and event paths as the model says',
    { timeout: isLong ? 3_600_000 : 120_000 },
    async () => {
      const started = Date.now();
      const real: LifecycleReal = {
        world,
        stats: { commands: 0, refused: 0, moved: 0 },
        keys: { next: 0 },
        trace: [],
      };
      let runs = 0;
      const figures = () => ({
        test: 'order-lifecycle-model',
        database: inject('testDatabase').kind,
        long: isLong,
        runs,
        commands: real.stats.commands,
        refused: real.stats.refused,
        moved: real.stats.moved,
        seconds: Number(((Date.now() - started) / 1000).toFixed(1)),
      });
      try {
        await fc.assert(
          fc.asyncProperty(lifecycleCommands(MAX_COMMANDS), async (commands) => {
            runs += 1;
            // Each run starts from the world as the previous ones left it: the model takes the
            // customer's balance from the database and tracks only its own orders.
            const balance = (await world.ctx.db.execute(
              `select wallet_balance_minor::bigint as b from users where id = ${world.customer.id}`,
            )) as unknown as { rows: { b: string }[] };
            const setup = () => ({
              model: { orders: [], wallet: Number(balance.rows[0]?.b ?? 0) } as LifecycleModel,
              real,
            });
            await fc.asyncModelRun(setup, commands);
          }),
          {
            numRuns: RUNS,
            endOnFailure: true,
            ...(process.env.CHAOS_SEED ? { seed: Number(process.env.CHAOS_SEED) } : {}),
          },
        );
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        writeReport({
          ...figures(),
          failures: 1,
          error: `${String(error).slice(0, 2000)}\ncause: ${String(cause ?? '').slice(0, 2000)}`,
        });
        throw error;
      }
      if (process.env.CHAOS_TRACE === '1') console.log(real.trace.join('\n'));
      writeReport({ ...figures(), failures: 0 });
      expect(real.stats.commands).toBeGreaterThan(RUNS);
      expect(real.stats.refused).toBeGreaterThan(0);
      expect(real.stats.moved).toBeGreaterThan(0);
    },
  );
});

/** The figures for the chaos scenario (scripts/chaos/scenarios/order-model.ts). */
function writeReport(report: Record<string, unknown>) {
  const file = path.resolve('.tmp/chaos', `order-model-${String(report.database)}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(report, null, 2));
}
