/**
 * The enumerations SPA and server agree on (docs/sign-in.md, spec §3), written once. The server validates with
 * them and stores them; the SPA offers and labels them. Orders are meaningful where a comment says so.
 */

/**
 * The ways a second step can be made, in the order offered: a passkey first, the strongest (phishing-resistant,
 * docs/decisions.md "Passkeys").
 */
export const CHALLENGE_METHODS = ['passkey', 'email', 'sms', 'totp', 'password', 'backup_code'] as const;
export type ChallengeMethod = (typeof CHALLENGE_METHODS)[number];

/** The channels a one-time code is sent through. */
export const CODE_CHANNELS = ['email', 'sms'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];

/**
 * The methods whose page the SPA opens first (spec §3 "challenge types email, sms, totp (or empty)", and a passkey
 * when preferred). `passkey` comes last: without a preference the first code method offered opens.
 */
export const CHALLENGE_TYPES = ['email', 'sms', 'totp', 'passkey'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

/** What a user may prefer as their second step (onboarding's "preferred second step", security settings). */
export const PREFERRED_METHODS = ['passkey', 'email', 'sms', 'totp'] as const;
export type PreferredMethod = (typeof PREFERRED_METHODS)[number];

/** The ways a signed-in user re-confirms who they are, strongest first (the order the dialog offers them). */
export const CONFIRMATION_METHODS = ['passkey', 'totp', 'password', 'sms', 'email'] as const;
export type ConfirmationMethod = (typeof CONFIRMATION_METHODS)[number];

/** The identity providers a user can sign in with or link (spec §3 "identity providers apple, google, microsoft"). */
export const IDENTITY_PROVIDERS = ['apple', 'google', 'microsoft'] as const;
export type IdentityProvider = (typeof IDENTITY_PROVIDERS)[number];

/** The scopes an OAuth client may ask for (spec §6). */
export const OAUTH_SCOPES = ['openid', 'profile', 'email', 'phone', 'offline_access'] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** Every way a sign-in attempt can be made (the security settings' "recent sign-ins"): first factors and steps. */
export const SIGN_IN_METHODS = [
  'password',
  'email',
  'sms',
  'totp',
  'backup_code',
  'passkey',
  ...IDENTITY_PROVIDERS,
] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** How a recorded sign-in attempt ended. */
/** Why an account is blocked (docs/decisions.md "Account lifecycle"). */
export const ACCOUNT_BLOCK_REASONS = ['employee_archived', 'administrator'] as const;
export type AccountBlockReason = (typeof ACCOUNT_BLOCK_REASONS)[number];

/** What an employee's linked account is: may sign in (`active`), has not finished onboarding, or may not sign in. */
export const ACCOUNT_STATES = ['active', 'invited', 'blocked'] as const;
export type AccountState = (typeof ACCOUNT_STATES)[number];

export const ATTEMPT_OUTCOMES = ['success', 'failure', 'throttled'] as const;
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number];

/** What a user may say they are (spec §3), or null: not said. In this order on the profile form. */
export const GENDERS = ['female', 'male', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The contact details that are verified with a code: `/user/update-{channel}`, `/user/verify-{channel}`. */
export const CONTACT_CHANNELS = ['email', 'phone'] as const;
export type ContactChannel = (typeof CONTACT_CHANNELS)[number];
