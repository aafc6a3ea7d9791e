import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** DATA_DIR as the API reads it (apps/api/src/config.ts): default `data/` at the repository root. */
export function dataDirOf(env) {
  return path.resolve(env.DATA_DIR ?? path.join(root, 'data'));
}
