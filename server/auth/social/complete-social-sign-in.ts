import * as client from 'openid-client';
import type { IdentityLinked } from '../../../contract/api/social.ts';
import { translate } from '../../../i18n/server/translate.ts';
import type { IdentityProvider } from '../../../contract/enums.ts';
import { HttpError, ValidationError } from '../../http/http-error.ts';
import { findUserById } from '../../users/users.ts';
import { createChallenge } from '../challenges/challenges.ts';
import { recognizeDevice } from '../devices/recognize-device.ts';
import { describeSecondStep } from '../challenges/second-step.ts';
import type { SignInResult } from '../sign-in/sign-in-context.ts';
import {
  attemptKind,
  normalizeSignInEmail,
  recordSignInEvent,
  type Attempt,
} from '../sign-in/sign-in-events.ts';
import { needsSecondStep } from '../sign-in/sign-in-methods.ts';
import { beginThrottledAttempt, settleAttempt } from '../sign-in/sign-in-throttle.ts';
import { refuseBlocked } from '../sign-in/refuse-blocked.ts';
import { startSignedInSession } from '../sign-in/start-session.ts';
import { completeIdentityLink } from './complete-identity-link.ts';
import { findIdentity } from './identities.ts';
import { ProviderUnavailableError, redeemCode, type ProviderIdentity } from './oidc.ts';
import { socialProvider, type SocialProvider } from './providers.ts';
import type { SocialContext } from './social-context.ts';
import { claimSocialSignIn } from './social-sign-ins.ts';
import { redirectUri } from './start-social-sign-in.ts';

/** The one answer for an unknown, used, expired or other browser's state (nothing to tell them apart by). */
function expired(): HttpError {
  return new HttpError(401, translate('server.social.expired'));
}

type ProviderErrorKey = 'server.social.cancelled' | 'server.social.failed' | 'server.social.unavailable';

function providerError(key: ProviderErrorKey, provider: SocialProvider): never {
  throw new ValidationError({ provider: [translate(key, { provider: provider.label })] });
}

/** Each provider's own "not linked yet" (spec §8 "Social account not set up: one message each"). */
const NOT_LINKED: Record<IdentityProvider, string> = {
  apple: 'server.social.notLinked.apple',
  google: 'server.social.notLinked.google',
  microsoft: 'server.social.notLinked.microsoft',
};

/**
 * The account key a social attempt is counted under by the throttle: the provider's identity, never the email
 * it reports (a Microsoft account of any tenant can claim any address; counting it against that address would
 * let a stranger slow down someone else's sign-in).
 */
export function socialAttemptKey(provider: IdentityProvider, subject: string | null): string {
  return `${provider}:${subject ?? ''}`;
}

/**
 * `POST /auth/oauth2-callback` with the search string the provider sent the browser back with (docs/sign-in.md
 * "Social sign-in"). In order:
 * 1. the state must belong to a live social sign-in started in this browser: taken (single use) or 401;
 * 2. an `error=` answer (`access_denied`: the user cancelled) is a 422 naming the provider;
 * 3. the code is redeemed with the PKCE verifier, and the ID token checked (issuer, audience, expiry, nonce);
 * 4. the linked account and this browser's known device of it, the throttle (that device's own failures, else per
 *    identity and per IP, from sign_in_events), then an identity linked to nobody is a 422 with the provider's own
 *    message; no account is ever created, no email looked up;
 * 5. like the password: a user with a second step gets a challenge (the provider is the first factor) unless this
 *    browser is a trusted device of theirs, one without (or on a trusted device) the session. Every outcome past
 *    step 1 is a sign-in event.
 * A link (started by a signed-in user at `POST /user/setup-{provider}-idp`) goes from step 3 to
 * complete-identity-link.ts: it links the identity and signs nobody in.
 */
export async function completeSocialSignIn(
  ctx: SocialContext,
  query: string,
): Promise<SignInResult | IdentityLinked> {
  const { db, now } = ctx.signIn;
  const params = new URLSearchParams(query.startsWith('?') ? query.slice(1) : query);
  const state = params.get('state');
  if (!state) throw expired();
  const started = await claimSocialSignIn(db, state, ctx.socialBinding, now);
  if (!started) throw expired();
  const provider = socialProvider(ctx.config, started.provider);
  // Configured when the sign-in began, not any more (the server restarted without it).
  if (!provider) throw expired();

  const attempt: Attempt = {
    email: socialAttemptKey(provider.id, null),
    userId: null,
    method: provider.id,
    kind: attemptKind(provider.id),
    ip: ctx.signIn.ip,
    userAgent: ctx.signIn.userAgent,
  };
  const error = params.get('error');
  if (error !== null) {
    const reason = error === 'access_denied' ? 'access_denied' : 'provider_error';
    await recordSignInEvent(db, attempt, 'failure', reason, now);
    providerError(reason === 'access_denied' ? 'server.social.cancelled' : 'server.social.failed', provider);
  }

  const callbackUrl = new URL(redirectUri(ctx.config.APP_URL));
  callbackUrl.search = params.toString();
  let identity: ProviderIdentity;
  try {
    identity = await redeemCode(provider, callbackUrl, {
      state,
      nonce: started.nonce,
      codeVerifier: started.codeVerifier,
    });
  } catch (cause) {
    const unreachable = cause instanceof ProviderUnavailableError || isNetworkFailure(cause);
    ctx.log.warn({ err: cause, provider: provider.id }, 'social sign-in: the provider’s answer was refused');
    await recordSignInEvent(
      db,
      attempt,
      'failure',
      unreachable ? 'provider_unavailable' : 'provider_error',
      now,
    );
    providerError(unreachable ? 'server.social.unavailable' : 'server.social.failed', provider);
  }

  if (started.purpose === 'link') return completeIdentityLink(ctx, started, provider, identity);

  const link = await findIdentity(db, provider.id, identity.subject);
  const user = link ? await findUserById(db, link.userId) : null;
  const device = user ? await recognizeDevice(ctx.signIn, { userId: user.id }) : null;
  const identified: Attempt = {
    ...attempt,
    email: socialAttemptKey(provider.id, identity.subject),
    deviceId: device?.id ?? null,
  };
  const begun = await beginThrottledAttempt(db, identified, now);
  if (!user) {
    await settleAttempt(db, begun, { outcome: 'failure', reason: 'unlinked_identity' });
    throw new ValidationError({
      provider: [translate(NOT_LINKED[provider.id], { app: ctx.config.APP_NAME })],
    });
  }
  await refuseBlocked(db, begun, user);
  const options = { remember: started.remember, intendedUrl: started.intendedUrl };
  if (needsSecondStep(user) && !device?.trusted) {
    const { challenge, bindingToken } = await createChallenge(
      db,
      { userId: user.id, email: normalizeSignInEmail(user.email), firstFactor: provider.id, ...options },
      now,
    );
    await settleAttempt(db, begun, { outcome: 'success', reason: 'second_step', userId: user.id });
    return {
      next: 'second_step',
      secondStep: await describeSecondStep(ctx.signIn, challenge, user),
      bindingToken,
    };
  }
  const reason = needsSecondStep(user) ? 'trusted_device' : 'signed_in';
  await settleAttempt(db, begun, { outcome: 'success', reason, userId: user.id });
  return startSignedInSession(ctx.signIn, user, { ...options, signedInWith: 'social' });
}

/** openid-client's own timeout, or fetch failing to connect at all. */
function isNetworkFailure(error: unknown): boolean {
  if (error instanceof client.ClientError) {
    return error.code === 'OAUTH_TIMEOUT' || error.code === 'OAUTH_ABORT' || isNetworkFailure(error.cause);
  }
  return error instanceof TypeError && error.message === 'fetch failed';
}
