// The customer app's bundles hold no console code (issue 17). Two checks:
// - at build time, `forbidConsoleModules()` (a Vite plugin in apps/web/vite.config.ts) fails the
//   web build when any module of apps/console or of the console's contracts
//   (packages/shared/src/console, the courier admin schemas) is part of it;
// - after both builds, `node scripts/bundle-separation.mjs` reads every file of apps/web/dist and
//   fails on a string only console code contains, and checks that the console build does contain
//   them (so the scan cannot pass by looking for the wrong thing).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Source folders whose modules must never reach the customer app. */
export const CONSOLE_ONLY_SOURCES = [
  `${path.sep}apps${path.sep}console${path.sep}`,
  `${path.sep}packages${path.sep}shared${path.sep}src${path.sep}console${path.sep}`,
  `${path.sep}packages${path.sep}shared${path.sep}src${path.sep}courier${path.sep}courier-admin`,
];

/** Strings every console build holds and no customer-app code has reason to. */
export const CONSOLE_MARKERS = ['swiftbite-console', 'console_user', 'console_session_ended'];

/** A Vite plugin: the build fails on the first console module it is asked to load. */
export function forbidConsoleModules() {
  return {
    name: 'swiftbite:forbid-console-modules',
    enforce: 'pre',
    load(id) {
      const file = path.normalize(id.split('?')[0] ?? id);
      if (CONSOLE_ONLY_SOURCES.some((folder) => file.includes(folder))) {
        this.error(`console code in the customer app: ${path.relative(root, file)}`);
      }
      return null;
    },
  };
}

function filesUnder(folder) {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.(js|mjs|html|css|json)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The markers found in a folder's built files: { marker: [files] }. */
export function findMarkers(folder) {
  const found = {};
  for (const file of filesUnder(folder)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const marker of CONSOLE_MARKERS) {
      if (text.includes(marker)) (found[marker] ??= []).push(path.relative(root, file));
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const web = path.join(root, 'apps/web/dist');
  const consoleDist = path.join(root, 'apps/console/dist');
  if (!fs.existsSync(web) || !fs.existsSync(consoleDist)) {
    console.error('Build both apps first (npm run build).');
    process.exit(1);
  }
  const inWeb = findMarkers(web);
  const inConsole = findMarkers(consoleDist);
  const missing = CONSOLE_MARKERS.filter((marker) => !inConsole[marker]);
  if (missing.length) {
    console.error(`The console build lacks ${missing.join(', ')}: the check would prove nothing.`);
    process.exit(1);
  }
  if (Object.keys(inWeb).length) {
    console.error('Console code in the customer app:', inWeb);
    process.exit(1);
  }
  console.log(
    `No console code in ${filesUnder(web).length} customer-app files (${CONSOLE_MARKERS.length} markers, all present in the console build).`,
  );
}
