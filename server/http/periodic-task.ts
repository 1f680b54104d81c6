import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once when the app is ready and then every `intervalMs`, on every instance (so the task must be
 * idempotent). The timer never keeps the process alive; closing the app stops it and waits for a run in progress.
 * `task` handles its own failures (a purge that fails is a warning and is tried again next time).
 */
export function runPeriodically(app: FastifyInstance, intervalMs: number, task: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  app.addHook('onReady', async () => {
    running = task();
    await running;
    timer = setInterval(() => {
      running = task();
    }, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
