import {
  CHALLENGE_METHODS,
  CHALLENGE_TYPES,
  type ChallengeMethod,
  type ChallengeType,
} from '../../../contract/enums.ts';
import type { FirstFactor, User } from '../../db/schema/index.ts';

export type MethodFacts = Pick<
  User,
  'passwordHash' | 'phone' | 'phoneVerifiedAt' | 'totpSecret' | 'totpConfirmedAt' | 'preferredOtp'
> & {
  /** How many passkeys the user has (`passkeys` rows; server/auth/passkeys/passkey-store.ts). Absent counts as 0. */
  passkeys?: number;
};

/**
 * The methods a user has: a passkey once registered, an email code always (codes go to the account's address), an
 * SMS code with a verified phone while SMS can be sent (`smsAvailable`: server/notify/channels.ts), the
 * authenticator once confirmed, the password when there is one, a backup code while one is left. Pure.
 */
export function methodsOfUser(
  user: MethodFacts,
  backupCodesLeft: number,
  smsAvailable = true,
): ChallengeMethod[] {
  return CHALLENGE_METHODS.filter((method) => {
    switch (method) {
      case 'passkey':
        return (user.passkeys ?? 0) > 0;
      case 'email':
        return true;
      case 'sms':
        return smsAvailable && Boolean(user.phone && user.phoneVerifiedAt);
      case 'totp':
        return Boolean(user.totpSecret && user.totpConfirmedAt);
      case 'password':
        return Boolean(user.passwordHash);
      case 'backup_code':
        return backupCodesLeft > 0;
    }
  });
}

/**
 * What a challenge accepts now. While `firstFactor` is null the email code is the first factor, so only `email`
 * (also for a decoy without user, so the answer is the same); after it, the user's methods without the first
 * factor's own method.
 */
export function challengeMethods(
  user: MethodFacts | null,
  backupCodesLeft: number,
  firstFactor: FirstFactor | null,
  smsAvailable = true,
): ChallengeMethod[] {
  if (firstFactor === null || !user) return ['email'];
  return methodsOfUser(user, backupCodesLeft, smsAvailable).filter((method) => method !== firstFactor);
}

/**
 * The page the SPA opens first: the preferred method when the challenge offers it, else the first code method it
 * offers, else null (only the password or a backup code are left: the SPA shows the first of `methods`).
 */
export function challengeType(
  preferred: MethodFacts['preferredOtp'],
  methods: readonly ChallengeMethod[],
): ChallengeType | null {
  if (preferred && methods.includes(preferred)) return preferred;
  return CHALLENGE_TYPES.find((type) => methods.includes(type)) ?? null;
}

/** A user with a preferred second-step method signs in in two steps; one without (onboarding) in one. */
export function needsSecondStep(user: Pick<User, 'preferredOtp'>): boolean {
  return user.preferredOtp != null;
}
