import type {} from '@fastify/rate-limit';
import {
  oauth2CallbackAnswer,
  oauth2CallbackBody,
  providersAnswer,
  socialSignInAnswer,
  socialSignInBody,
} from '../../../contract/api/social.ts';
import { IDENTITY_PROVIDERS } from '../../../contract/enums.ts';
import type { App } from '../../app-types.ts';
import { setSocialCookie } from '../../http/social-cookie.ts';
import { applySignInResult } from '../sign-in/sign-in-request.ts';
import { completeSocialSignIn } from './complete-social-sign-in.ts';
import { configuredProviders } from './providers.ts';
import { socialContext } from './social-context.ts';
import { startSocialSignIn } from './start-social-sign-in.ts';

/** Same as the password sign-in's: a flood guard per IP (the sign-in throttle guards the accounts). */
const SIGN_IN_LIMIT = { rateLimit: { max: 20, timeWindow: '1 minute' } };

/**
 * Social sign-in (docs/sign-in.md "Social sign-in", spec §7 `POST /auth/login-with-apple|google|microsoft`):
 * which providers are configured, the start (the provider's authorization URL), and the return from the provider.
 * Registered inside /api (contract, session, anti-forgery). Apple's form_post arrives outside /api:
 * form-post-route.ts.
 */
export async function socialRoutes(app: App): Promise<void> {
  app.get('/auth/providers', { schema: { response: { 200: providersAnswer } } }, async () => ({
    data: configuredProviders(app.config).map((provider) => provider.id),
  }));

  for (const provider of IDENTITY_PROVIDERS) {
    app.post(
      `/auth/login-with-${provider}`,
      {
        schema: {
          body: socialSignInBody,
          response: { 200: socialSignInAnswer },
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
    { schema: { body: oauth2CallbackBody, response: { 200: oauth2CallbackAnswer } }, config: SIGN_IN_LIMIT },
    async (request, reply) => {
      const result = await completeSocialSignIn(socialContext(request), request.body.query);
      if (result.next === 'linked') return { data: result };
      return { data: applySignInResult(request, reply, result) };
    },
  );
}
