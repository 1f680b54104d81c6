import { sql } from 'drizzle-orm';
import { userIdentities, users } from '../db/schema/index.ts';

/**
 * The columns onboarding is derived from (server/users/onboarding.ts `OnboardingFacts`), as a select of `users`:
 * read with a session (server/auth/sessions/sessions.ts) and with an employee's account (its state).
 */
export const onboardingFactColumns = {
  termsAcceptedAt: users.termsAcceptedAt,
  passwordHash: users.passwordHash,
  passwordChangeRequired: users.passwordChangeRequired,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  phoneVerificationSkippedAt: users.phoneVerificationSkippedAt,
  preferredOtp: users.preferredOtp,
  hasLinkedIdentity: sql<boolean>`exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${users.id})`,
};
