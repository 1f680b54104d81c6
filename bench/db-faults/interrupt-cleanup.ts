/**
 * What must not outlive the bench when it is interrupted (Ctrl+C, SIGTERM): the temporary PostgreSQL cluster, the
 * servers it started and their directories. Each registers its cleanup while it exists; on a signal they run, the
 * last registered first, then the bench exits.
 */
const cleanups = new Set<() => Promise<void> | void>();
let installed = false;
let interrupted = false;

/** Whether a signal is being handled: errors of the interrupted work are expected then, not worth reporting. */
export function wasInterrupted(): boolean {
  return interrupted;
}

export function cleanUpOnInterrupt(cleanup: () => Promise<void> | void): () => void {
  if (!installed) {
    installed = true;
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        interrupted = true;
        void (async () => {
          // Last registered first: the servers before the directories they write in.
          for (const cleanup of [...cleanups].reverse())
            await Promise.resolve(cleanup()).catch(() => undefined);
          process.exit(130);
        })();
      });
    }
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}
