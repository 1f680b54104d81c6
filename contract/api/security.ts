import { z } from 'zod';
import { ATTEMPT_OUTCOMES, IDENTITY_PROVIDERS, PREFERRED_METHODS, SIGN_IN_METHODS } from '../enums.ts';
import { envelope } from './envelope.ts';
import { sixDigitCode } from './fields.ts';

/**
 * The security settings' calls (spec §2 `/settings/security`, §7 `/user/*` and `/totp`; docs/self-service.md):
 * the page's overview, sessions, trusted devices, the authenticator, backup codes and linked providers. The password
 * change is in passwords.ts, passkeys in their own file. Dates are ISO strings.
 */

/** One recorded sign-in attempt, the page's "recent sign-ins". */
export const signInEvent = z.object({
  at: z.iso.datetime(),
  method: z.enum(SIGN_IN_METHODS),
  outcome: z.enum(ATTEMPT_OUTCOMES),
  ip: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
});
export type SignInEvent = z.infer<typeof signInEvent>;

/** `GET /user/security-settings`: everything the page shows about the signed-in user. */
export const securitySettings = z.object({
  hasPassword: z.boolean(),
  preferredOtp: z.enum(PREFERRED_METHODS).nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  phoneVerified: z.boolean(),
  smsAvailable: z.boolean(),
  totp: z.object({ enabled: z.boolean(), confirmedAt: z.iso.datetime().nullable() }),
  /** How many passkeys the user has (the list is `GET /user/passkeys`): with one, `passkey` may be preferred. */
  passkeys: z.number().int(),
  backupCodesLeft: z.number().int(),
  /** How many codes the current set has: 0 when the user never made any ("nog geen" rather than "geen … meer"). */
  backupCodesIssued: z.number().int(),
  identities: z.array(
    z.object({
      provider: z.enum(IDENTITY_PROVIDERS),
      email: z.string().nullable(),
      linkedAt: z.iso.datetime(),
    }),
  ),
  /** The providers configured on the server: only these can be linked. */
  providers: z.array(z.enum(IDENTITY_PROVIDERS)),
  /** The latest attempts, newest first. */
  recentSignIns: z.array(signInEvent),
  /** Until when the session's last re-confirmation counts, or null (none, or past). */
  confirmedUntil: z.iso.datetime().nullable(),
});
export type SecuritySettings = z.infer<typeof securitySettings>;
export const securitySettingsAnswer = envelope(securitySettings);

/** `GET /user/sessions`: the user's live sessions, the most recently active first, the current one marked. */
export const userSession = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  ip: z.string(),
  createdAt: z.iso.datetime(),
  lastActiveAt: z.iso.datetime(),
  current: z.boolean(),
});
export type UserSession = z.infer<typeof userSession>;
export const sessionsAnswer = envelope(z.array(userSession));

/** `DELETE /user/sessions/{id}` (204): ends one of the user's sessions; 404 for an id that is none of theirs. */
export const endSessionParams = z.object({ id: z.string() });

/** `DELETE /user/sessions` (needs a recent confirmation): every other session ends; gives how many. */
export const endOtherSessionsAnswer = envelope(z.object({ ended: z.number().int() }));

/** `GET /user/trusted-devices`: the devices trusted now ("Dit apparaat 30 dagen onthouden"), the asking one marked. */
export const trustedDevice = z.object({
  id: z.string(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** When the trust began: the first use as a trusted device. */
  trustedAt: z.iso.datetime(),
  trustedUntil: z.iso.datetime(),
  /** The latest sign-in on it. */
  lastUsedAt: z.iso.datetime(),
  current: z.boolean(),
});
export type TrustedDevice = z.infer<typeof trustedDevice>;
export const trustedDevicesAnswer = envelope(z.array(trustedDevice));

/** `DELETE /user/trusted-devices/{id}` (204): that device asks the second step again; 404 when not trusted. */
export const forgetTrustedDeviceParams = z.object({ id: z.string() });

/** `DELETE /user/trusted-devices` (needs a recent confirmation): no device stays trusted; gives how many were. */
export const forgetTrustedDevicesAnswer = envelope(z.object({ forgotten: z.number().int() }));

/** `GET /totp` and `DELETE /totp`: the authenticator's state; `pending` when a new secret waits for its first code. */
export const totpStatus = z.object({
  enabled: z.boolean(),
  confirmedAt: z.iso.datetime().nullable(),
  pending: z.boolean(),
});
export type TotpStatus = z.infer<typeof totpStatus>;
export const totpStatusAnswer = envelope(totpStatus);

/** `POST /totp`: a new pending secret (base32) and its `otpauth://` URI for the QR code. */
export const pendingTotp = z.object({ secret: z.string(), uri: z.string() });
export type PendingTotp = z.infer<typeof pendingTotp>;
export const startTotpAnswer = envelope(pendingTotp);

/**
 * `PATCH /totp`: the pending secret's first code (422 on `code`); the authenticator is on, `backupCodes` are 10
 * new codes (shown once) when the user had none left, else null.
 */
export const confirmTotpBody = z.object({ code: sixDigitCode });
export type TotpConfirmation = z.input<typeof confirmTotpBody>;
export const confirmedTotp = z.object({
  enabled: z.literal(true),
  backupCodes: z.array(z.string()).nullable(),
});
export type ConfirmedTotp = z.infer<typeof confirmedTotp>;
export const confirmTotpAnswer = envelope(confirmedTotp);

/** `POST /user/backup-codes`: 10 new codes, shown once; the old ones stop working. */
export const backupCodes = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodes>;
export const renewBackupCodesAnswer = envelope(backupCodes);

/**
 * `POST /user/setup-{provider}-idp`: starts linking the provider; `returnTo` is a same-origin path to come back to
 * (anything else is ignored, never refused). Gives the provider's URL to send the browser to.
 */
export const setupIdentityBody = z.object({ returnTo: z.string().nullish().catch(null) }).optional();
export type IdentitySetup = z.input<typeof setupIdentityBody>;
export const setupIdentityAnswer = envelope(z.object({ url: z.url() }));

// `POST /user/remove-{provider}-idp` (204) has no body: 422 on `provider` when it is not linked or the last way in.
