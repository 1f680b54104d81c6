import { translate } from '../../i18n/server/translate.ts';
import type { Db } from '../db/client.ts';
import type { IdentityProvider } from '../../contract/enums.ts';
import type { User } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import { identitiesOfUser, unlinkIdentity } from '../auth/social/identities.ts';
import { PROVIDER_LABELS } from '../auth/social/providers.ts';
import { deriveOnboarding, isOnboardingComplete } from '../users/onboarding.ts';
import { DEFAULT_LINK_RETURN } from '../auth/social/complete-identity-link.ts';

/** Where a link returns when the SPA names no page: onboarding while it is not finished, else security. */
export function linkReturnPath(user: User, returnTo: string | null | undefined): string {
  if (returnTo) return returnTo;
  return isOnboardingComplete(deriveOnboarding(user)) ? DEFAULT_LINK_RETURN : '/onboarding';
}

/**
 * `POST /user/remove-{provider}-idp`: unlinks the provider. 422 on `provider` when it is not linked, or when it
 * is the last way to sign in (no password and no other identity).
 */
export async function removeIdentity(db: Db, user: User, provider: IdentityProvider): Promise<void> {
  const identities = await identitiesOfUser(db, user.id);
  const label = PROVIDER_LABELS[provider];
  if (!identities.some((identity) => identity.provider === provider)) {
    throw new ValidationError({
      provider: [translate('server.security.identityNotLinked', { provider: label })],
    });
  }
  if (!user.passwordHash && identities.length === 1) {
    throw new ValidationError({
      provider: [translate('server.security.lastSignInMethod', { provider: label })],
    });
  }
  await unlinkIdentity(db, user.id, provider);
}
