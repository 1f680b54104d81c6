import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { translate } from '../../i18n/server/translate.ts';
import type { App } from '../app-types.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { issueXsrfToken } from '../http/csrf.ts';
import { HttpError } from '../http/http-error.ts';
import { readDeviceCookie } from '../http/device-cookie.ts';
import { clearSessionCookie } from '../http/session-cookie.ts';
import { forgetTrustedDevice, forgetTrustedDevices, listTrustedDevices } from './trusted-devices.ts';
import { endUserSession, listUserSessions, logOutEverywhere } from './user-sessions.ts';
import { WRITE_LIMIT } from './limits.ts';
import {
  endOtherSessionsAnswer,
  endSessionParams,
  forgetTrustedDeviceParams,
  forgetTrustedDevicesAnswer,
  sessionsAnswer,
  trustedDevicesAnswer,
} from '../../contract/api/security.ts';

/**
 * Login activity (spec §2 "Security settings"): the user's sessions, ending one, ending all others; the trusted
 * devices ("Dit apparaat 30 dagen onthouden", docs/sign-in.md "Known and trusted devices"), forgetting one or all.
 * Ending all other sessions ends the trust of every device too (`logOutEverywhere`).
 * Forgetting mirrors ending sessions: one needs only the session, all of them a recent confirmation (423).
 */
export async function sessionRoutes(app: App): Promise<void> {
  const db = app.database.db;

  app.get(
    '/user/sessions',
    { schema: { tags: ['security'], response: { 200: sessionsAnswer } } },
    async (request) => {
      const list = await listUserSessions(db, requireUser(request), new Date());
      return {
        data: list.map((item) => ({
          ...item,
          createdAt: item.createdAt.toISOString(),
          lastActiveAt: item.lastActiveAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/user/sessions/:id',
    { schema: { tags: ['security'], params: endSessionParams }, config: WRITE_LIMIT },
    async (request, reply) => {
      const session = requireUser(request);
      const { id } = request.params;
      const valid = z.uuid().safeParse(id).success;
      if (!valid || !(await endUserSession(db, session, id))) {
        throw new HttpError(404, translate('server.security.sessionNotFound'));
      }
      if (id === session.id) {
        // Ending this very session is a sign-out: the browser gets a fresh XSRF token for the signed-out state.
        clearSessionCookie(reply, app.config);
        request.session = null;
        issueXsrfToken(request, reply);
      }
      return reply.code(204).send();
    },
  );

  app.delete(
    '/user/sessions',
    {
      schema: {
        tags: ['security'],
        response: { 200: endOtherSessionsAnswer },
      },
      config: WRITE_LIMIT,
    },
    async (request) => {
      const session = await requireRecentConfirmation(request, 'any');
      return { data: { ended: await logOutEverywhere(db, session) } };
    },
  );

  app.get(
    '/user/trusted-devices',
    { schema: { tags: ['security'], response: { 200: trustedDevicesAnswer } } },
    async (request) => {
      const session = requireUser(request);
      const list = await listTrustedDevices(db, session.userId, readDeviceCookie(request), new Date());
      return {
        data: list.map((item) => ({
          ...item,
          trustedAt: item.trustedAt.toISOString(),
          trustedUntil: item.trustedUntil.toISOString(),
          lastUsedAt: item.lastUsedAt.toISOString(),
        })),
      };
    },
  );

  app.delete(
    '/user/trusted-devices/:id',
    { schema: { tags: ['security'], params: forgetTrustedDeviceParams }, config: WRITE_LIMIT },
    async (request, reply) => {
      const session = requireUser(request);
      const { id } = request.params;
      const valid = z.uuid().safeParse(id).success;
      if (!valid || !(await forgetTrustedDevice(db, session.userId, id, new Date()))) {
        throw new HttpError(404, translate('server.security.trustedDeviceNotFound'));
      }
      return reply.code(204).send();
    },
  );

  app.delete(
    '/user/trusted-devices',
    {
      schema: {
        tags: ['security'],
        response: { 200: forgetTrustedDevicesAnswer },
      },
      config: WRITE_LIMIT,
    },
    async (request) => {
      const session = await requireRecentConfirmation(request, 'any');
      return { data: { forgotten: await forgetTrustedDevices(db, session.userId) } };
    },
  );
}
