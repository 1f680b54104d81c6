import { translate } from '../../i18n/server/translate.ts';
import type { App } from '../app-types.ts';

/** Liveness and readiness probes. */
export async function healthRoutes(app: App): Promise<void> {
  app.get('/health', async () => ({ data: { status: 'ok' } }));
  app.get('/health/ready', async (_request, reply) => {
    try {
      await app.database.pool.query('SELECT 1');
      return { data: { status: 'ok', database: 'ok' } };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.code(503).send({ message: translate('server.databaseUnavailable') });
    }
  });
}
