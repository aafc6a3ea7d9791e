import { chaosResult, runChaosTest } from '../vitest-report';
import type { ChaosScenario } from '../scenario';

/** The order-lifecycle model (apps/api/src/chaos/order-lifecycle.model.test.ts) on PostgreSQL. */
const scenario: ChaosScenario = {
  name: 'order-model',
  title:
    'Model-based order lifecycle (fast-check commands, food, grocery and courier): ledgers equal balances, states and event paths as the engine allows',
  shortFormIn: 'apps/api/src/chaos/order-lifecycle.model.test.ts',
  async run({ short, log }) {
    const outcome = await runChaosTest({
      file: 'apps/api/src/chaos/order-lifecycle.model.test.ts',
      report: 'order-model',
      short,
      log,
    });
    return chaosResult(outcome, [
      ['runs', 'command sequences (runs)'],
      ['commands', 'commands executed'],
      ['moved', 'steps taken'],
      ['refused', 'steps refused (4xx, nothing written)'],
      ['failures', 'invariant failures'],
      ['seconds', 'seconds'],
    ]);
  },
};
export default scenario;
