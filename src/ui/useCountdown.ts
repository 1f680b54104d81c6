import { useCallback, useSyncExternalStore } from 'react';

/** Whole seconds left until `endsAt` (epoch ms): end minus now, floored at 0, rounded up to a whole second. */
export function secondsLeft(endsAt: number | null, now: number = Date.now()): number {
  if (endsAt === null) return 0;
  return Math.ceil(Math.max(0, endsAt - now) / 1000);
}

/**
 * Seconds left of a countdown to `endsAt` (epoch ms), or 0 when none runs. Re-renders once per second, on the
 * second boundaries of the countdown, until it reaches 0; the timer is cleared on unmount or a new end time.
 */
export function useCountdown(endsAt: number | null): number {
  const subscribe = useCallback(
    (notify: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const schedule = () => {
        const left = endsAt === null ? 0 : endsAt - Date.now();
        if (left <= 0) return;
        timer = setTimeout(
          () => {
            notify();
            schedule();
          },
          left % 1000 || 1000,
        );
      };
      schedule();
      return () => clearTimeout(timer);
    },
    [endsAt],
  );
  const snapshot = () => secondsLeft(endsAt);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
