import { z } from 'zod';
import { message } from '../messages.ts';
import { envelope } from './envelope.ts';

/**
 * The calls that set a password (docs/self-service.md, docs/sign-in.md "Forgotten password"): onboarding's set-up
 * (`POST /user/setup-password`), the change in the security settings (`POST /user/update-password`) and the reset
 * link (`POST /auth/send-password-reset-link`, `GET /auth/reset-password/{token}`, `POST /auth/reset-password`).
 * The server checks the policy itself (server/auth/passwords/password-policy.ts); these are the bodies' shapes.
 */

/** The password rules' lengths, in Unicode code points (docs/architecture.md "Security numbers"). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * A new password and its repetition, the same in every call that sets one. Lengths in code units here; the policy
 * counts code points (4 code units per code point at most) and says it in its own words.
 */
export const newPasswordFields = {
  password: z
    .string({ error: 'server.password.required' })
    .min(1, { error: 'server.password.required' })
    .max(PASSWORD_MAX_LENGTH * 4, {
      error: message('server.password.tooLong', { max: PASSWORD_MAX_LENGTH }),
    }),
  passwordConfirmation: z
    .string({ error: 'server.password.confirmationRequired' })
    .min(1, { error: 'server.password.confirmationRequired' })
    .max(PASSWORD_MAX_LENGTH * 4, { error: 'server.password.confirmationMismatch' }),
};

/** A new password as the forms send it. */
export type NewPassword = z.input<z.ZodObject<typeof newPasswordFields>>;

/** `POST /user/setup-password` (onboarding, an account without a password). */
export const setupPasswordBody = z.strictObject(newPasswordFields);

/** `POST /user/update-password`: the current password unless the account has none (signed up by a provider). */
export const updatePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'server.security.currentPasswordRequired' })
    .max(PASSWORD_MAX_LENGTH, { error: 'server.login.passwordTooLong' })
    .optional(),
  ...newPasswordFields,
  logoutOtherSessions: z.boolean().optional().default(false),
});
export type PasswordChange = z.input<typeof updatePasswordBody>;
export const updatePasswordAnswer = envelope(z.object({ otherSessionsEnded: z.number().int() }));

/** `POST /auth/send-password-reset-link`: the same answer whether the address has an account or not. */
export const sendResetLinkBody = z.object({
  email: z
    .string({ error: 'server.password.reset.emailRequired' })
    .trim()
    .min(1, { error: 'server.password.reset.emailRequired' })
    .max(254, { error: 'server.fields.invalidEmail' })
    .pipe(z.email({ error: 'server.fields.invalidEmail' })),
});
export const sendResetLinkAnswer = envelope(z.object({ sent: z.literal(true) }));

const resetToken = z
  .string({ error: 'server.password.reset.tokenInvalid' })
  .min(1, { error: 'server.password.reset.tokenInvalid' })
  .max(200, { error: 'server.password.reset.tokenInvalid' });

/** `POST /auth/reset-password`: the link's token, the account's address (asked again), the new password. */
export const resetPasswordBody = z.object({
  token: resetToken,
  email: z
    .string({ error: 'server.password.reset.emailRequired' })
    .trim()
    .min(1, { error: 'server.password.reset.emailRequired' })
    .max(254, { error: 'server.password.reset.emailMismatch' }),
  ...newPasswordFields,
});
export type ResetPasswordInput = z.input<typeof resetPasswordBody>;
export const resetPasswordAnswer = envelope(z.object({ reset: z.literal(true) }));

/** `GET /auth/reset-password/{token}`: whether the link still works, without using it. */
export const resetLinkParams = z.object({
  token: z.string().max(200, { error: 'server.password.reset.tokenInvalid' }),
});
export const resetLinkAnswer = envelope(z.object({ valid: z.literal(true) }));
