import { listenForAuthChanges } from '../../server/session-cache/auth-changes.ts';
import type { Database } from '../../server/db/client.ts';

/**
 * After writing sessions or permissions straight into the database, as a script would: settles once every
 * instance on it has heard the change (server/session-cache/auth-changes.ts). Writes through the API wait for this
 * themselves; the embedded store keeps no sessions, so there it settles at once.
 */
export async function heardEverywhere(database: Database): Promise<void> {
  if (database.kind !== 'postgres') return;
  const ignore = () => undefined;
  const connection = listenForAuthChanges(database.pool.options, {
    onListening: ignore,
    onChange: ignore,
    onProven: ignore,
    onDeaf: ignore,
  });
  try {
    await connection.firstAttempt;
    await connection.heardEverywhere();
  } finally {
    await connection.stop();
  }
}
