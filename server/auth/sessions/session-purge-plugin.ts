import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../http/periodic-task.ts';
import { purgeExpiredSessions } from './purge-sessions.ts';
import { purgeSignInLeftovers } from '../sign-in/purge-sign-in.ts';

/** How often expired sessions are deleted; a session's cookie that comes back is checked on the spot anyway. */
export const SESSION_PURGE_INTERVAL_MS = 15 * 60 * 1000;

export interface SessionPurgeOptions {
  /** Milliseconds between purges (tests shorten it). */
  intervalMs?: number;
}

/**
 * Deletes expired sessions once when the app is ready and then every SESSION_PURGE_INTERVAL_MS, so sessions whose
 * cookie never comes back do not stay in the database; likewise expired sign-in challenges and codes, and old
 * sign-in events (server/auth/sign-in/purge-sign-in.ts). Every instance does it; the delete is idempotent. A failed
 * purge (database down) is logged as a warning and tried again next time. The timer never keeps the process
 * alive and stops when the app closes.
 */
export const sessionPurgePlugin = fp<SessionPurgeOptions>(
  async (app: FastifyInstance, { intervalMs = SESSION_PURGE_INTERVAL_MS }) => {
    runPeriodically(app, intervalMs, async () => {
      try {
        const deleted = await purgeExpiredSessions(app.database.db);
        if (deleted > 0) app.log.info({ deleted }, 'expired sessions purged');
        const leftovers = await purgeSignInLeftovers(app.database.db);
        if (leftovers > 0)
          app.log.info({ deleted: leftovers }, 'expired challenges, codes and old sign-in events purged');
      } catch (error) {
        app.log.warn({ err: error }, 'purging expired sessions failed');
      }
    });
  },
  { name: 'session-purge' },
);
