import { chaosResult, runChaosTest } from '../vitest-report';
import type { ChaosScenario } from '../scenario';

/** Schema fuzzing of every POST call (apps/api/src/chaos/schema-fuzz.test.ts) on PostgreSQL. */
const scenario: ChaosScenario = {
  name: 'schema-fuzz',
  title:
    'Every POST call fuzzed from its schema (valid and mutated inputs): only 2xx/4xx, nothing written on a 4xx',
  shortFormIn: 'apps/api/src/chaos/schema-fuzz.test.ts',
  async run({ short, log }) {
    const outcome = await runChaosTest({
      file: 'apps/api/src/chaos/schema-fuzz.test.ts',
      report: 'schema-fuzz',
      short,
      log,
    });
    return chaosResult(outcome, [
      ['calls', 'calls'],
      ['inputs', 'inputs sent'],
      ['valid', 'valid inputs'],
      ['mutated', 'mutated inputs'],
      ['ok', '2xx answers'],
      ['refused', '4xx answers'],
      ['serverErrors', '5xx answers'],
      ['wrote', 'refused inputs that wrote'],
      ['failures', 'failures'],
      ['seconds', 'seconds'],
    ]);
  },
};
export default scenario;
