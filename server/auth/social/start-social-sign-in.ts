import { translate } from '../../../i18n/server/translate.ts';
import { HttpError, ValidationError } from '../../http/http-error.ts';
import { sanitizeIntendedUrl } from '../sign-in/intended-url.ts';
import type { SocialContext } from './social-context.ts';
import { authorizationUrl, randomCodeVerifier, randomNonce, randomState } from './oidc.ts';
import { socialProvider, PROVIDER_LABELS } from './providers.ts';
import { newSocialBinding, storeSocialSignIn } from './social-sign-ins.ts';
import type { IdentityProvider } from '../../../contract/enums.ts';

/** Where every provider sends the browser back (register it with each provider). */
export const CALLBACK_PATH = '/o/oauth2-callback';

export function redirectUri(appUrl: string): string {
  return `${appUrl}${CALLBACK_PATH}`;
}

export interface StartSocialSignInInput {
  remember: boolean;
  /** After a sign-in: where to go. For a link: the page to return to. */
  intendedUrl?: string | null | undefined;
  /** Link the provider's identity to this signed-in user instead of signing in (docs/self-service.md). */
  linkUserId?: string | undefined;
}

export interface SocialSignInStarted {
  /** The provider's authorization URL: the SPA navigates there. */
  url: string;
  /** The browser binding for the `zp_social` cookie (the browser's existing one when it had one). */
  bindingToken: string;
}

/**
 * `POST /auth/login-with-{provider}`: a fresh state, nonce and PKCE verifier (S256), kept server-side for 10
 * minutes with "Ingelogd blijven" and the intended URL, bound to this browser; answers the authorization URL.
 * A provider that is not configured is a 404; one that cannot be reached a 422 saying so.
 */
export async function startSocialSignIn(
  ctx: SocialContext,
  id: IdentityProvider,
  input: StartSocialSignInInput,
): Promise<SocialSignInStarted> {
  const provider = socialProvider(ctx.config, id);
  if (!provider) {
    throw new HttpError(404, translate('server.social.notConfigured', { provider: PROVIDER_LABELS[id] }));
  }
  const checks = { state: randomState(), nonce: randomNonce(), codeVerifier: randomCodeVerifier() };
  let url: URL;
  try {
    url = await authorizationUrl(provider, redirectUri(ctx.config.APP_URL), checks);
  } catch (error) {
    ctx.log.warn({ err: error, provider: id }, 'social sign-in: provider unavailable');
    throw new ValidationError({
      provider: [translate('server.social.unavailable', { provider: provider.label })],
    });
  }
  // A browser that started one before keeps its binding: two tabs can each finish their own sign-in.
  const bindingToken = ctx.socialBinding ?? newSocialBinding();
  await storeSocialSignIn(
    ctx.signIn.db,
    {
      provider: id,
      ...checks,
      remember: input.remember,
      intendedUrl: sanitizeIntendedUrl(input.intendedUrl),
      bindingToken,
      ...(input.linkUserId ? { purpose: 'link' as const, userId: input.linkUserId } : {}),
    },
    ctx.signIn.now,
  );
  return { url: url.href, bindingToken };
}
