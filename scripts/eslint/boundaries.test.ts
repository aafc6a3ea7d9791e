import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

// Lints made-up files through the repo's own eslint.config.js, so the test fails if the config
// stops applying the rule as well as if the rule stops working.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function crossings(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'swiftbite/boundaries').map((m) => m.message);
}

describe('module and feature boundaries fail lint', () => {
  test('an API module importing another module’s table or internals', async () => {
    const file = 'apps/api/src/modules/delivery/example.ts';
    expect(await crossings(file, "import { users } from '../accounts/accounts.table';\n")).toEqual([
      expect.stringContaining('through its use cases, repository or errors, not accounts.table'),
    ]);
    expect(
      await crossings(file, "export { hashPassword } from '../accounts/passwords';\n"),
    ).toHaveLength(1);
    expect(await crossings(file, "import * as s from '../../db/schema';\n")).toHaveLength(1);
    // The public surface is allowed.
    expect(
      await crossings(file, "import { findUser } from '../accounts/accounts.repository';\n"),
    ).toEqual([]);
  });

  test('db, lib and plugins import no module; schema gathers tables only', async () => {
    const line = "import { x } from '../modules/accounts/accounts.usecases';\n";
    expect(await crossings('apps/api/src/plugins/example.ts', line)).toHaveLength(1);
    expect(await crossings('apps/api/src/lib/example.ts', line)).toHaveLength(1);
    expect(await crossings('apps/api/src/db/example.ts', line)).toHaveLength(1);
    expect(await crossings('apps/api/src/db/schema.ts', line)).toHaveLength(1);
    expect(
      await crossings(
        'apps/api/src/db/schema.ts',
        "export * from '../modules/accounts/accounts.table';\n",
      ),
    ).toEqual([]);
  });

  test('a web feature importing another feature, statically or lazily', async () => {
    const file = 'apps/web/src/features/cart/components/example.tsx';
    expect(
      await crossings(
        file,
        "import { CheckoutScreen } from '../../checkout/components/checkout-screen';\n",
      ),
    ).toEqual([expect.stringContaining('features/cart imports features/checkout')]);
    expect(await crossings(file, "const m = () => import('../../catalog/api');\n")).toHaveLength(1);
    expect(await crossings(file, "import { useMoney } from '../../../lib/money';\n")).toEqual([]);
    expect(
      await crossings('apps/console/src/features/orders/example.ts', "import '../stores/x';\n"),
    ).toHaveLength(1);
  });
});
