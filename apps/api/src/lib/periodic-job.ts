import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { runExclusively } from './job-lock';

/**
 * Runs `job` every `intervalMs` once the app is ready (0 or less: never), one run at a time: a
 * tick while the last run is still going is skipped, and so is a tick while another instance on
 * the same PostgreSQL database runs the job of this `name` (an advisory lock: runExclusively). On
 * close, the timer stops and a run in progress finishes before the database closes. Failures are
 * logged, never thrown.
 */
export function runPeriodically(
  app: FastifyInstance,
  {
    db,
    name,
    intervalMs,
    job,
  }: { db: Database; name: string; intervalMs: number; job: () => Promise<unknown> },
) {
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      if (running) return;
      running = runExclusively(db, name, job)
        .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
        .finally(() => {
          running = null;
        });
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
