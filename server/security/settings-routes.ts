import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import type { App } from '../app-types.ts';
import { currentUser } from '../account/current-user.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import {
  ATTEMPT_OUTCOMES,
  PREFERRED_METHODS,
  SIGN_IN_METHODS,
  IDENTITY_PROVIDERS,
  type AttemptOutcome,
  type SignInMethod,
} from '../../contract/enums.ts';
import { updatePasswordAnswer, updatePasswordBody } from '../../contract/api/passwords.ts';
import { securitySettings } from './security-settings.ts';
import { updatePassword } from './update-password.ts';
import { WRITE_LIMIT } from './limits.ts';

const settings = z.object({
  hasPassword: z.boolean(),
  preferredOtp: z.enum(PREFERRED_METHODS).nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  smsAvailable: z.boolean(),
  totp: z.object({ enabled: z.boolean(), confirmedAt: z.iso.datetime().nullable() }),
  passkeys: z.number().int(),
  backupCodesLeft: z.number().int(),
  backupCodesIssued: z.number().int(),
  identities: z.array(
    z.object({
      provider: z.enum(IDENTITY_PROVIDERS),
      email: z.string().nullable(),
      linkedAt: z.iso.datetime(),
    }),
  ),
  providers: z.array(z.enum(IDENTITY_PROVIDERS)),
  recentSignIns: z.array(
    z.object({
      at: z.iso.datetime(),
      method: z.enum(SIGN_IN_METHODS),
      outcome: z.enum(ATTEMPT_OUTCOMES),
      ip: z.string(),
      browser: z.string().nullable(),
      os: z.string().nullable(),
    }),
  ),
  confirmedUntil: z.iso.datetime().nullable(),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** `GET /user/security-settings` and `POST /user/update-password` (docs/self-service.md "Security settings"). */
export async function settingsRoutes(app: App): Promise<void> {
  app.get(
    '/user/security-settings',
    { schema: { tags: ['security'], response: { 200: z.object({ data: settings }) } } },
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
