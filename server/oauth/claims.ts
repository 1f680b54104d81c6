import type { Db } from '../db/client.ts';
import type { User } from '../db/schema/index.ts';
import { deriveOnboarding, isOnboardingComplete } from '../users/onboarding.ts';
import { findUserById } from '../users/users.ts';

/** The claims each scope releases (spec §3 "Account user"); the scopes are contract/enums.ts `OAUTH_SCOPES`. */
export const SCOPE_CLAIMS = {
  openid: ['sub'],
  profile: ['name', 'given_name', 'family_name', 'birthdate', 'gender'],
  email: ['email', 'email_verified'],
  phone: ['phone_number', 'phone_number_verified'],
} as const;

/** The OpenID Connect claims of a user (those of the scopes granted are released by the provider). */
export function claimsOf(user: User): Record<string, unknown> {
  const name = `${user.firstname} ${user.lastname}`.trim();
  return {
    sub: user.id,
    ...(name ? { name } : {}),
    ...(user.firstname ? { given_name: user.firstname } : {}),
    ...(user.lastname ? { family_name: user.lastname } : {}),
    ...(user.birthday ? { birthdate: user.birthday } : {}),
    ...(user.gender ? { gender: user.gender } : {}),
    email: user.email,
    email_verified: user.emailVerifiedAt !== null,
    ...(user.phone ? { phone_number: user.phone, phone_number_verified: user.phoneVerifiedAt !== null } : {}),
  };
}

/**
 * oidc-provider's `findAccount`: a user who exists and has finished onboarding; anyone else is no account, so
 * the provider issues nothing for them (a deleted or blocked user's refresh token stops working).
 */
export function accountFinder(db: Db) {
  return async (_ctx: unknown, id: string) => {
    const user = await findUserById(db, id).catch(() => null);
    if (!user || user.blockedAt || !isOnboardingComplete(deriveOnboarding(user))) return undefined;
    return { accountId: user.id, claims: async () => claimsOf(user) };
  };
}
