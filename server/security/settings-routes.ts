import type {} from '@fastify/rate-limit';
import type { App } from '../app-types.ts';
import { currentUser } from '../account/current-user.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import type { AttemptOutcome, SignInMethod } from '../../contract/enums.ts';
import { updatePasswordAnswer, updatePasswordBody } from '../../contract/api/passwords.ts';
import { securitySettingsAnswer } from '../../contract/api/security.ts';
import { securitySettings } from './security-settings.ts';
import { updatePassword } from './update-password.ts';
import { WRITE_LIMIT } from './limits.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `GET /user/security-settings` and `POST /user/update-password` (docs/self-service.md "Security settings"). */
export async function settingsRoutes(app: App): Promise<void> {
  app.get(
    '/user/security-settings',
    { schema: { tags: ['security'], response: { 200: securitySettingsAnswer } } },
    async (request) => {
      const session = requireUser(request);
      const user = await currentUser(app.database.db, session);
      const found = await securitySettings(app.database.db, app.config, user, session, new Date());
      return {
        data: {
          ...found,
          totp: { enabled: found.totp.enabled, confirmedAt: iso(found.totp.confirmedAt) },
          identities: found.identities.map((identity) => ({
            ...identity,
            linkedAt: identity.linkedAt.toISOString(),
          })),
          recentSignIns: found.recentSignIns.map((event) => ({
            ...event,
            method: event.method as SignInMethod,
            outcome: event.outcome as AttemptOutcome,
            at: event.at.toISOString(),
          })),
          confirmedUntil: iso(found.confirmedUntil),
        },
      };
    },
  );

  app.post(
    '/user/update-password',
    {
      schema: {
        tags: ['security'],
        body: updatePasswordBody,
        response: { 200: updatePasswordAnswer },
      },
      config: WRITE_LIMIT,
    },
    async (request) => ({ data: await updatePassword(request, request.body) }),
  );
}
