import type fc from 'fast-check';
import { postJson } from '../test/build-test-app';
import { tableDigest } from './api-sweep';
import { lifecycleProblems, type LifecycleWorld } from './order-lifecycle.fixture';
import type { Expectation, LifecycleModel, ModelOrder } from './order-lifecycle.model';

/**
 * How a lifecycle command runs (issue 19): a call through the real API, its answer compared with
 * the model's expectation (a refused step answers 4xx and writes nothing), then every invariant.
 */
export interface LifecycleReal {
  world: LifecycleWorld;
  stats: { commands: number; refused: number; moved: number };
  /** Each command as it ran and what came of it (CHAOS_TRACE=1 prints it). */
  trace: string[];
  keys: { next: number };
}
export type Act = (model: LifecycleModel, real: LifecycleReal, order: ModelOrder) => Promise<void>;

export async function post(real: LifecycleReal, path: string, body: Record<string, unknown>) {
  const response = await postJson(real.world.ctx.app, `/public/api/${path}`, body);
  if (response.statusCode >= 500)
    throw new Error(`${path}: ${response.statusCode} ${response.body}`);
  return response;
}

/**
 * Runs a call as the model expects it: refused → a 4xx and no table changed; same → 200 and no
 * order or money row changed; moved → 200, then `apply` updates the model.
 */
export async function expectStep(
  real: LifecycleReal,
  expectation: Expectation,
  call: () => ReturnType<typeof post>,
  apply: (data: Record<string, unknown>) => void | Promise<void>,
) {
  const { db } = real.world.ctx;
  const before = expectation.outcome === 'moved' ? '' : await settledDigest(db);
  const response = await call();
  const ok = response.statusCode === 200;
  if (expectation.outcome === 'refused') {
    if (response.statusCode < 400 || response.statusCode >= 500) {
      throw new Error(`expected a 4xx, got ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    real.stats.refused += 1;
  } else if (!ok) {
    throw new Error(`expected 200, got ${response.statusCode} ${response.body.slice(0, 200)}`);
  }
  if (expectation.outcome !== 'moved') {
    const after = await settledDigest(db);
    if (after !== before) {
      const was = new Set(before.split(' '));
      const changed = after.split(' ').filter((part) => !was.has(part));
      throw new Error(
        `a ${expectation.outcome} step wrote: ${changed.map((part) => part.split('=')[0]).join(', ')}`,
      );
    }
    return;
  }
  real.stats.moved += 1;
  await apply(response.json().data as Record<string, unknown>);
}

/**
 * The money tables' digest once the previous call's after-commit work (a courier recipient's
 * tracking message claims its task row) has settled: two reads 30 ms apart agree.
 */
async function settledDigest(db: LifecycleWorld['ctx']['db']) {
  let last = await tableDigest(db, { money: true });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 30));
    const next = await tableDigest(db, { money: true });
    if (next === last) return next;
    last = next;
  }
  throw new Error('the database kept changing with no call running');
}

export class Step implements fc.AsyncCommand<LifecycleModel, LifecycleReal, false> {
  constructor(
    private readonly label: string,
    private readonly pick: number | null,
    private readonly act: Act,
  ) {}
  check(model: Readonly<LifecycleModel>) {
    return this.pick === null || model.orders.length > 0;
  }
  async run(model: LifecycleModel, real: LifecycleReal) {
    // Picks count back from the newest order, so that orders travel far through their steps.
    const count = model.orders.length;
    const order = this.pick === null ? undefined : model.orders[count - 1 - (this.pick % count)];
    const before = { ...real.stats };
    await this.act(model, real, order as ModelOrder);
    real.stats.commands += 1;
    const outcome =
      real.stats.refused > before.refused
        ? 'refused'
        : real.stats.moved > before.moved
          ? 'moved'
          : 'same';
    const subject = order ? ` ${order.kind}/${order.method} now ${order.status}` : '';
    real.trace.push(`${this.toString()}${subject} → ${outcome}`);
    const problems = await lifecycleProblems(real.world, model);
    if (problems.length) throw new Error(`after ${this.label}:\n${problems.join('\n')}`);
  }
  toString() {
    return this.pick === null ? this.label : `${this.label}(#${this.pick})`;
  }
}
