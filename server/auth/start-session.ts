import type { User } from '../db/schema/index.ts';
import { hasLinkedIdentity } from '../users/linked-identity.ts';
import { deriveOnboarding, isOnboardingComplete } from '../users/onboarding.ts';
import type { SessionStarted, SignInContext } from './sign-in-context.ts';
import { createSession, deleteSession } from './sessions.ts';

/**
 * The end of every sign-in: the request's old session (if any) is deleted and a new one started (rotation), with
 * "Ingelogd blijven" and the intended URL; `next` says whether onboarding is still to do.
 */
export async function startSignedInSession(
  ctx: SignInContext,
  user: User,
  options: { remember: boolean; intendedUrl: string | null },
): Promise<SessionStarted> {
  if (ctx.currentSessionId) await deleteSession(ctx.db, ctx.currentSessionId);
  const { token, session } = await createSession(
    ctx.db,
    {
      userId: user.id,
      remember: options.remember,
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      intendedUrl: options.intendedUrl,
    },
    ctx.now,
  );
  const onboarding = deriveOnboarding({
    ...user,
    hasLinkedIdentity: await hasLinkedIdentity(ctx.db, user.id),
  });
  const next = isOnboardingComplete(onboarding) ? 'authenticated' : 'onboarding';
  return { next, token, session };
}
