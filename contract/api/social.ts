import { z } from 'zod';
import { IDENTITY_PROVIDERS } from '../enums.ts';
import { envelope } from './envelope.ts';
import { intendedUrl, remember, secondStepNeeded } from './sign-in.ts';

/**
 * Social sign-in (docs/sign-in.md "Social sign-in"): which providers are configured, the start (the provider's
 * authorization URL) and the return from the provider, which also finishes a link (docs/self-service.md).
 */

/** `GET /auth/providers`: the configured providers (none without their configuration). */
export const providersAnswer = envelope(z.array(z.enum(IDENTITY_PROVIDERS)));

/** `POST /auth/login-with-{apple|google|microsoft}`: the provider's authorization URL to send the browser to. */
export const socialSignInBody = z.object({ remember, intendedUrl });
export type SocialSignInBody = z.input<typeof socialSignInBody>;
export const authorizationUrl = z.object({ url: z.url() });
export type AuthorizationUrl = z.infer<typeof authorizationUrl>;
export const socialSignInAnswer = envelope(authorizationUrl);

/** `POST /auth/oauth2-callback`: the search string the provider sent the browser back with. */
export const oauth2CallbackBody = z.object({
  query: z
    .string({ error: 'server.social.queryRequired' })
    .max(8192, { error: 'server.social.queryRequired' }),
});
export type Oauth2CallbackBody = z.input<typeof oauth2CallbackBody>;

/** A link's return: the identity is linked; `url` is the page that started it. */
export const identityLinked = z.object({
  next: z.literal('linked'),
  provider: z.enum(IDENTITY_PROVIDERS),
  url: z.string(),
});
export type IdentityLinked = z.infer<typeof identityLinked>;

/** Its answer: a link's, or docs/sign-in.md `LoginResult` as the password sign-in answers it (no backup codes). */
export const socialCallbackResult = z.union([
  identityLinked,
  secondStepNeeded,
  z.object({ next: z.enum(['authenticated', 'onboarding']) }),
]);
export type SocialCallbackResult = z.infer<typeof socialCallbackResult>;
export const oauth2CallbackAnswer = envelope(socialCallbackResult);
