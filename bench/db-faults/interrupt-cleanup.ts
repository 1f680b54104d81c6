/**
 * What must not outlive the bench when it is interrupted (Ctrl+C, SIGTERM): the temporary PostgreSQL cluster and
 * the servers it started. Each registers its cleanup while it exists; on a signal they all run, then the bench exits.
 */
const cleanups = new Set<() => Promise<void> | void>();
let installed = false;

export function cleanUpOnInterrupt(cleanup: () => Promise<void> | void): () => void {
  if (!installed) {
    installed = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        void Promise.allSettled([...cleanups].map(async (run) => run())).then(() => process.exit(130));
      });
    }
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
