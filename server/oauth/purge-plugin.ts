import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeExpiredArtifacts } from './adapter.ts';

/** How often expired OAuth artefacts (codes, tokens, sessions, interactions …) are deleted. */
export const OAUTH_PURGE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Deletes expired OAuth artefacts when the app is ready and then every OAUTH_PURGE_INTERVAL_MS (an expired one is
 * never read anyway: the adapter filters on `expires_at`). Idempotent on every instance; a failure is a warning.
 */
export const oauthPurgePlugin = fp<{ intervalMs?: number }>(
  async (app: FastifyInstance, { intervalMs = OAUTH_PURGE_INTERVAL_MS }) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> = Promise.resolve();
    const purge = async (): Promise<void> => {
      try {
        const deleted = await purgeExpiredArtifacts(app.database.db);
        if (deleted > 0) app.log.info({ deleted }, 'expired OAuth artefacts purged');
      } catch (error) {
        app.log.warn({ err: error }, 'purging expired OAuth artefacts failed');
      }
    };
    app.addHook('onReady', async () => {
      running = purge();
      await running;
      timer = setInterval(() => {
        running = purge();
      }, intervalMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'oauth-purge' },
);
