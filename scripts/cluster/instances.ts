import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ApiInstance {
  name: string;
  port: number;
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code or signal once the process has ended. */
  exited: Promise<string>;
  /** SIGTERM (graceful drain), then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * One API process, as `npm start` runs it (`node --import tsx apps/api/src/server.ts`), on its
 * own port. Its output lines go to `log` with the instance's name in front.
 */
export function startInstance({
  name,
  port,
  env,
  log,
}: {
  name: string;
  port: number;
  env: Record<string, string>;
  log: (line: string) => void;
}): ApiInstance {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) log(`[${name}] ${line}`);
    });
  }
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit ${code ?? 0}`)),
  );
  return {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    process: child,
    exited,
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Polls GET /readyz until it answers 200 (migrated, database reachable), or fails early on exit. */
export async function waitUntilReady(instance: ApiInstance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended: string | null = null;
  void instance.exited.then((how) => (ended = how));
  for (;;) {
    if (ended) throw new Error(`${instance.name} ended before it was ready (${ended})`);
    try {
      const response = await fetch(`${instance.url}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      throw new Error(`${instance.name} was not ready within ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
