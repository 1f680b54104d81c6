import type {} from '@fastify/rate-limit';
import { z } from 'zod';
import { translate } from '../../../i18n/server/translate.ts';
import type { App } from '../../app-types.ts';
import { IDENTITY_PROVIDERS } from '../../../contract/enums.ts';
import { setSocialCookie } from '../../http/social-cookie.ts';
import { CHALLENGE_METHODS, CHALLENGE_TYPES } from '../../../contract/enums.ts';
import { applySignInResult } from '../sign-in/sign-in-request.ts';
import { completeSocialSignIn } from './complete-social-sign-in.ts';
import { configuredProviders } from './providers.ts';
import { socialContext } from './social-context.ts';
import { startSocialSignIn } from './start-social-sign-in.ts';

/** Same as the password sign-in's: a flood guard per IP (the sign-in throttle guards the accounts). */
const SIGN_IN_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

const startBody = z.object({
  remember: z.boolean().optional().default(false),
  /** A same-origin path to return to; anything else (or not a string) is ignored, never refused. */
  intendedUrl: z.string().nullish().catch(null),
});

const callbackBody = z.object({
  query: z
    .string({ error: translate('server.social.queryRequired') })
    .max(8192, { error: translate('server.social.queryRequired') }),
});

/**
 * docs/sign-in.md `LoginResult` (as the password sign-in answers it), or for a link (docs/self-service.md)
 * `{ next: 'linked', provider, url }`.
 */
const loginResult = z.object({
  data: z.union([
    z.object({ next: z.literal('linked'), provider: z.enum(IDENTITY_PROVIDERS), url: z.string() }),
    z.object({
      next: z.literal('second_step'),
      secondStep: z.object({
        id: z.string(),
        type: z.enum(CHALLENGE_TYPES).nullable(),
        methods: z.array(z.enum(CHALLENGE_METHODS)),
      }),
    }),
    z.object({ next: z.enum(['authenticated', 'onboarding']) }),
  ]),
});

/**
 * Social sign-in (docs/sign-in.md "Social sign-in", spec §7 `POST /auth/login-with-apple|google|microsoft`):
 * which providers are configured, the start (the provider's authorization URL), and the return from the provider.
 * Registered inside /api (contract, session, anti-forgery). Apple's form_post arrives outside /api:
 * form-post-route.ts.
 */
export async function socialRoutes(app: App): Promise<void> {
  app.get(
    '/auth/providers',
    { schema: { response: { 200: z.object({ data: z.array(z.enum(IDENTITY_PROVIDERS)) }) } } },
    async () => ({ data: configuredProviders(app.config).map((provider) => provider.id) }),
  );

  for (const provider of IDENTITY_PROVIDERS) {
    app.post(
      `/auth/login-with-${provider}`,
      {
        schema: {
          body: startBody,
          response: { 200: z.object({ data: z.object({ url: z.url() }) }) },
        },
        config: SIGN_IN_LIMIT,
      },
      async (request, reply) => {
        const started = await startSocialSignIn(socialContext(request), provider, request.body);
        setSocialCookie(reply, app.config, started.bindingToken);
        return { data: { url: started.url } };
      },
    );
  }

  app.post(
    '/auth/oauth2-callback',
    { schema: { body: callbackBody, response: { 200: loginResult } }, config: SIGN_IN_LIMIT },
    async (request, reply) => {
      const result = await completeSocialSignIn(socialContext(request), request.body.query);
      if (result.next === 'linked') return { data: result };
      return { data: applySignInResult(request, reply, result) };
    },
  );
}
