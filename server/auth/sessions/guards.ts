import type { FastifyRequest } from 'fastify';
import { translate } from '../../../i18n/server/translate.ts';
import type { Permission } from '../../../resources/permissions.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionContext } from '../../http/request-context.ts';
import { permissionsOfSession } from '../../users/permission-cache.ts';
import { sessionEndReason } from './session-end-reason.ts';

/** The signed-in session, or a 401 `{ message, reason }` (reason: server/auth/sessions/session-end-reason.ts). */
export function requireUser(request: FastifyRequest): SessionContext {
  if (!request.session) {
    throw new HttpError(401, translate('server.unauthenticated'), { reason: sessionEndReason(request) });
  }
  return request.session;
}

/** The signed-in session when its user holds `permission`; 401 without a session, 403 without the permission. */
export function requirePermission(request: FastifyRequest, permission: Permission): Promise<SessionContext> {
  return requireAnyPermission(request, [permission]);
}

/** The signed-in session when its user holds at least one of `accepted`; else 401 or 403. */
export async function requireAnyPermission(
  request: FastifyRequest,
  accepted: readonly Permission[],
): Promise<SessionContext> {
  const session = requireUser(request);
  const permissions = await permissionsOfSession(request.server.database.db, session);
  if (!accepted.some((permission) => permissions.includes(permission))) {
    throw new HttpError(403, translate('server.forbidden'));
  }
  return session;
}
