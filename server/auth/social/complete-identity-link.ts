import { and, eq } from 'drizzle-orm';
import type { IdentityLinked } from '../../../contract/api/social.ts';
import { translate } from '../../../i18n/server/translate.ts';
import { users, type SocialSignIn } from '../../db/schema/index.ts';
import { HttpError, ValidationError } from '../../http/http-error.ts';
import { deriveOnboarding, isOnboardingComplete } from '../../users/onboarding.ts';
import { findUserById } from '../../users/users.ts';
import { IdentityTakenError, linkIdentity } from './identities.ts';
import type { ProviderIdentity } from './oidc.ts';
import type { SocialProvider } from './providers.ts';
import type { SocialContext } from './social-context.ts';

/** Where a link returns to when it was started without a page (docs/self-service.md). */
export const DEFAULT_LINK_RETURN = '/settings/security';

/**
 * The return from the provider of a link (`social_sign_ins.purpose = 'link'`): the identity is linked to the user
 * who started it, and nobody signs in. The request must come with that user's session (else the same 401 as an
 * expired state); an identity linked to someone else is a 422 on `provider`. Linked during onboarding, it
 * replaces the one-time password (removed, `password_change_required` cleared): the provider is then the way in.
 */
export async function completeIdentityLink(
  ctx: SocialContext,
  started: SocialSignIn,
  provider: SocialProvider,
  identity: ProviderIdentity,
): Promise<IdentityLinked> {
  const { db, now } = ctx.signIn;
  const user =
    started.userId && started.userId === ctx.sessionUserId ? await findUserById(db, started.userId) : null;
  if (!user) throw new HttpError(401, translate('server.social.expired'));
  try {
    await linkIdentity(db, user.id, provider.id, identity.subject, identity.email ?? null, now);
  } catch (error) {
    if (!(error instanceof IdentityTakenError)) throw error;
    throw new ValidationError({
      provider: [translate('server.security.identityTaken', { provider: provider.label })],
    });
  }
  if (!isOnboardingComplete(deriveOnboarding(user)) && user.passwordChangeRequired) {
    await db
      .update(users)
      .set({ passwordHash: null, passwordChangeRequired: false, updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.passwordChangeRequired, true)));
  }
  return { next: 'linked', provider: provider.id, url: started.intendedUrl ?? DEFAULT_LINK_RETURN };
}
