/**
 * Closed-loop load as autocannon makes it: `connections` loops, each starting its next step when the previous one
 * has finished, until `durationMs` have passed. Resolves with the seconds it really ran. A step must not throw
 * (count failures inside it); if one does anyway, the run stops with that error.
 */
export async function runClosedLoop(
  connections: number,
  durationMs: number,
  step: (connection: number) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  const deadline = started + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async (_, connection) => {
      while (performance.now() < deadline) await step(connection);
    }),
  );
  return (performance.now() - started) / 1000;
}
