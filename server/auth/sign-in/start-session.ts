import type { SessionConfirmation, User } from '../../db/schema/index.ts';
import { refuseBlockedAccount } from '../../users/blocked-account.ts';
import { hasLinkedIdentity } from '../../users/linked-identity.ts';
import { deriveOnboarding, isOnboardingComplete } from '../../users/onboarding.ts';
import type { SessionStarted, SignInContext } from './sign-in-context.ts';
import { rememberDevice } from '../devices/remember-device.ts';
import { createSession, deleteSession } from '../sessions/sessions.ts';

export interface SignedInSessionOptions {
  remember: boolean;
  intendedUrl: string | null;
  /**
   * The strongest credential the sign-in used: `password` when a password was one of its steps, else the code's
   * channel (`totp`, `sms`, `email`), `social` for a linked account; null for a backup code.
   */
  signedInWith: SessionConfirmation | null;
  /** "Dit apparaat 30 dagen onthouden" was ticked at the second step: trust this browser from now on. */
  trustDevice?: boolean | undefined;
}

/**
 * The end of every sign-in: the request's old session (if any) is deleted and a new one started (rotation), with
 * "Ingelogd blijven" and the intended URL; `next` says whether onboarding is still to do.
 *
 * A sign-in that ends in onboarding is the session's confirmation (docs/decisions.md "Authorisation as one
 * model"): such a user has no second step yet, so the sign-in is the freshest proof they can give, and it holds
 * the usual 15 minutes like any other confirmation. After that, or on any older session, a sensitive call asks
 * for a re-confirmation (423) whatever the user's onboarding state.
 *
 * A blocked account (docs/decisions.md "Account lifecycle") gets no session, whatever the steps it passed: read
 * again here, since the user row may be older than a block committed meanwhile.
 *
 * The browser becomes (or stays) a known device of the user with a rotated token, trusted when asked
 * (server/auth/devices/remember-device.ts); the route sets its cookie with the session's.
 */
export async function startSignedInSession(
  ctx: SignInContext,
  user: User,
  options: SignedInSessionOptions,
): Promise<SessionStarted> {
  await refuseBlockedAccount(ctx.db, user.id);
  if (ctx.currentSessionId) await deleteSession(ctx.db, ctx.currentSessionId);
  const onboarding = deriveOnboarding({
    ...user,
    hasLinkedIdentity: await hasLinkedIdentity(ctx.db, user.id),
  });
  const onboarded = isOnboardingComplete(onboarding);
  const { token, session } = await createSession(
    ctx.db,
    {
      userId: user.id,
      remember: options.remember,
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      intendedUrl: options.intendedUrl,
      onboarded,
      confirmedWith: onboarded ? null : options.signedInWith,
    },
    ctx.now,
  );
  const deviceCookie = await rememberDevice(ctx, user.id, { trust: options.trustDevice ?? false });
  return { next: onboarded ? 'authenticated' : 'onboarding', token, session, deviceCookie };
}
