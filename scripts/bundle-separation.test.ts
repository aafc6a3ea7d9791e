import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { CONSOLE_MARKERS, findMarkers, forbidConsoleModules } from './bundle-separation.mjs';

describe('customer bundles hold no console code', () => {
  test('the build plugin refuses console modules and lets the app’s own through', () => {
    const plugin = forbidConsoleModules() as unknown as {
      load: (this: { error: (message: string) => never }, id: string) => null;
    };
    const context = {
      error: (message: string): never => {
        throw new Error(message);
      },
    };
    const root = path.resolve('.');
    expect(() =>
      plugin.load.call(context, path.join(root, 'apps/console/src/lib/session.ts')),
    ).toThrow(/console code in the customer app/);
    expect(() =>
      plugin.load.call(context, path.join(root, 'packages/shared/src/console/admin.schemas.ts')),
    ).toThrow(/console code/);
    expect(plugin.load.call(context, path.join(root, 'apps/web/src/main.tsx'))).toBeNull();
    expect(
      plugin.load.call(context, path.join(root, 'packages/shared/src/orders/order.schemas.ts')),
    ).toBeNull();
  });

  test('the scan finds a marker in a built file', () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-'));
    fs.mkdirSync(path.join(folder, 'assets'));
    fs.writeFileSync(path.join(folder, 'assets/a.js'), 'const a = 1;');
    expect(findMarkers(folder)).toEqual({});
    fs.writeFileSync(path.join(folder, 'assets/b.js'), `x="${CONSOLE_MARKERS[1]}"`);
    expect(Object.keys(findMarkers(folder))).toEqual([CONSOLE_MARKERS[1]]);
    fs.rmSync(folder, { recursive: true });
  });
});
