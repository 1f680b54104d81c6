import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import { isHealthPath } from './api-paths.ts';
import { HttpError } from './http-error.ts';
import { isMaintenanceOn } from './maintenance.ts';

/** Seconds a client is asked to wait before retrying during maintenance. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 60;

/**
 * onRequest hook for /api: while maintenance mode is on every call answers
 * `503 { message, maintenance: true }` with Retry-After, except the health probes (an instance in maintenance
 * is alive and ready; taking it out of the load balancer would only replace our answer by the balancer's).
 */
export async function checkMaintenance(request: FastifyRequest): Promise<void> {
  if (isHealthPath(request.url)) return;
  if (await isMaintenanceOn(request.server.database.db)) {
    throw new HttpError(
      503,
      translate('server.maintenance', { app: request.server.config.APP_NAME }),
      { maintenance: true },
      { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
    );
  }
}
