import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `action` and answers no sooner than `floorMs` after it started, whether it succeeded or threw: for calls
 * whose work differs between a known and an unknown email address (a mail is sent only to a real account), so the
 * time taken does not tell which addresses have an account. Work longer than the floor shows; that is logged as a
 * warning naming `what` (raise the floor then).
 */
export async function withResponseFloor<T>(
  floorMs: number,
  log: FastifyBaseLogger,
  what: string,
  action: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  try {
    return await action();
  } finally {
    const elapsed = performance.now() - started;
    if (elapsed > floorMs) {
      log.warn(
        { elapsedMs: Math.round(elapsed), floorMs },
        `${what} took longer than its response floor: its timing may tell accounts apart`,
      );
    } else {
      await sleep(floorMs - elapsed);
    }
  }
}
