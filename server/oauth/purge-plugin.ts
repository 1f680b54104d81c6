import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../http/periodic-task.ts';
import { purgeExpiredArtifacts } from './adapter.ts';

/** How often expired OAuth artefacts (codes, tokens, sessions, interactions …) are deleted. */
export const OAUTH_PURGE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Deletes expired OAuth artefacts when the app is ready and then every OAUTH_PURGE_INTERVAL_MS (an expired one is
 * never read anyway: the adapter filters on `expires_at`). Idempotent on every instance; a failure is a warning.
 */
export const oauthPurgePlugin = fp<{ intervalMs?: number }>(
  async (app: FastifyInstance, { intervalMs = OAUTH_PURGE_INTERVAL_MS }) => {
    runPeriodically(app, intervalMs, async () => {
      try {
        const deleted = await purgeExpiredArtifacts(app.database.db);
        if (deleted > 0) app.log.info({ deleted }, 'expired OAuth artefacts purged');
      } catch (error) {
        app.log.warn({ err: error }, 'purging expired OAuth artefacts failed');
      }
    });
  },
  { name: 'oauth-purge' },
);
