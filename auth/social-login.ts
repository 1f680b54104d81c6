import type { SignInTarget } from '../contract/api/sign-in.ts';
import type {
  AuthorizationUrl,
  IdentityLinked,
  Oauth2CallbackBody,
  SocialCallbackResult,
  SocialSignInBody,
} from '../contract/api/social.ts';
import type { IdentitySetup } from '../contract/api/security.ts';
import { IDENTITY_PROVIDERS, type IdentityProvider } from '../contract/enums.ts';
import { http, type RecordEnvelope } from '../src/api/index.ts';

/** Brand names: the same in every language. */
export const PROVIDER_NAMES: Record<IdentityProvider, string> = {
  apple: 'Apple',
  google: 'Google',
  microsoft: 'Microsoft',
};

/** `GET /auth/providers`: the configured providers (none when the server has no configuration for them). */
export async function fetchSocialProviders(): Promise<IdentityProvider[]> {
  const { data } = await http.get<RecordEnvelope<IdentityProvider[]>>('/auth/providers', {
    // A failure only means no buttons: no error page, no toast.
    errorPage: false,
    toastErrors: false,
  });
  return IDENTITY_PROVIDERS.filter((provider) => data.includes(provider));
}

/** "Ingelogd blijven", and where to go once signed in (a same-origin path; the server keeps it with the sign-in). */
export type SocialSignInOptions = SocialSignInBody;

/**
 * `POST /auth/login-with-{provider}`: the provider's authorization URL to send the browser to. A 422 (provider
 * unreachable) rejects with the server's Dutch message; the caller shows it.
 */
export async function startSocialSignIn(
  provider: IdentityProvider,
  options: SocialSignInOptions = {},
): Promise<string> {
  const body: SocialSignInBody = {
    remember: options.remember ?? false,
    ...(options.intendedUrl ? { intendedUrl: options.intendedUrl } : {}),
  };
  const { data } = await http.post<RecordEnvelope<AuthorizationUrl>>(`/auth/login-with-${provider}`, body);
  return data.url;
}

/**
 * The callback's answer: a LoginResult, or for a link (docs/self-service.md) the identity linked, with `url` the
 * page to return to.
 */
export type { IdentityLinked, SocialCallbackResult };

const LINK_KEY = 'zp.socialLink';
/** As long as the server keeps a started link (10 minutes). */
const LINK_TTL_MS = 10 * 60_000;

/**
 * `POST /user/setup-{provider}-idp` (security settings, onboarding): links the provider to the signed-in user
 * through the provider's sign-in. Remembers in this tab the page to come back to (also when the link fails) and
 * gives the provider's URL to send the browser to. A 423 opens the re-confirmation dialog first (src/api/http.ts).
 */
export async function startIdentityLink(provider: IdentityProvider, returnTo: string): Promise<string> {
  const body: IdentitySetup = { returnTo };
  const { data } = await http.post<RecordEnvelope<{ url: string }>>(`/user/setup-${provider}-idp`, body);
  sessionStorage.setItem(LINK_KEY, JSON.stringify({ returnTo, at: Date.now() }));
  return data.url;
}

/** The page a link in progress was started from (a same-origin path), or null when this tab started none. */
export function linkReturnPath(): string | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(LINK_KEY) ?? 'null') as {
      returnTo?: unknown;
      at?: unknown;
    };
    if (typeof stored?.returnTo !== 'string' || typeof stored.at !== 'number') return null;
    if (Date.now() - stored.at > LINK_TTL_MS || !/^\/(?![/\\])/.test(stored.returnTo)) return null;
    return stored.returnTo;
  } catch {
    return null;
  }
}

/** Forgets the link in progress (the callback has been answered). */
export function forgetIdentityLink(): void {
  sessionStorage.removeItem(LINK_KEY);
}

const completions = new Map<string, Promise<SocialCallbackResult>>();

/**
 * `POST /auth/oauth2-callback` with the search string the provider sent the browser back with. The answer is a
 * LoginResult, like the password's, or for a link `{ next: 'linked', provider, url }`. Its failures (401 expired or another browser's, 422 cancelled, not linked,
 * provider failed) are the caller's to show: no global reaction. One call per search string even when the page
 * mounts twice (React's development double effects): the state works only once.
 */
export function completeSocialSignIn(query: string): Promise<SocialCallbackResult> {
  let completion = completions.get(query);
  if (!completion) {
    completion = http
      .post<RecordEnvelope<SocialCallbackResult>>(
        '/auth/oauth2-callback',
        { query } satisfies Oauth2CallbackBody,
        { silentStatuses: [401, 422] },
      )
      .then(({ data }) => data);
    completions.set(query, completion);
  }
  return completion;
}

/** `GET /auth/intended-url`: where the signed-in user goes now (a same-origin path; the server's default else). */
export async function fetchSignInTarget(): Promise<string> {
  const { data } = await http.get<RecordEnvelope<SignInTarget>>('/auth/intended-url', {
    errorPage: false,
  });
  return data.url;
}
