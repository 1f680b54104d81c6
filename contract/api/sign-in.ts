import { z } from 'zod';
import { CHALLENGE_METHODS, CHALLENGE_TYPES, CONFIRMATION_METHODS } from '../enums.ts';
import { envelope } from './envelope.ts';
import { sixDigitCode } from './fields.ts';
import { PASSWORD_MAX_LENGTH } from './passwords.ts';

/**
 * The sign-in calls (docs/sign-in.md "Calls"): the password or an email code as first factor, the second step
 * through a challenge, and the `complete-*` calls that re-confirm a signed-in user when they come without a
 * challenge (docs/self-service.md "Confirming"); plus `GET /session`. The passkey calls: passkeys.ts; the
 * providers': social.ts.
 */

/** A same-origin path to return to; anything else (or not a string) is ignored, never refused. */
export const intendedUrl = z.string().nullish().catch(null);

/** "Ingelogd blijven". */
export const remember = z.boolean().optional().default(false);

/**
 * The challenge id of the body (any string: an unknown one is the usual 401). Without it, while signed in, the
 * call is a re-confirmation (docs/self-service.md); without it and without a session, 422 on `challenge`.
 */
export const challengeId = z.string({ error: 'server.challenge.required' });
export const challenge = challengeId.optional();

/**
 * "Dit apparaat 30 dagen onthouden" (docs/sign-in.md "Known and trusted devices"): only a sign-in's completion
 * uses it; a re-confirmation ignores it.
 */
export const trustDevice = z.boolean().optional();

const email = z
  .string({ error: 'server.login.emailRequired' })
  .trim()
  .min(1, { error: 'server.login.emailRequired' });

const password = z
  .string({ error: 'server.login.passwordRequired' })
  .min(1, { error: 'server.login.passwordRequired' })
  .max(PASSWORD_MAX_LENGTH, { error: 'server.login.passwordTooLong' });

/** docs/sign-in.md "Second step": the challenge, the page to open first (null: none), every method allowed. */
export const secondStep = z.object({
  id: z.string(),
  type: z.enum(CHALLENGE_TYPES).nullable(),
  methods: z.array(z.enum(CHALLENGE_METHODS)),
});
export type SecondStep = z.infer<typeof secondStep>;

/** A LoginResult that asks for the second step. */
export const secondStepNeeded = z.object({ next: z.literal('second_step'), secondStep });

/** docs/sign-in.md `LoginResult`; `backupCodesLeft` after a backup code (the SPA warns at 3 or fewer). */
export const loginResult = z.union([
  secondStepNeeded,
  z.object({
    next: z.enum(['authenticated', 'onboarding']),
    backupCodesLeft: z.number().int().min(0).optional(),
  }),
]);
export type LoginResult = z.infer<typeof loginResult>;

/** `POST /auth/login-with-password`, `/auth/complete-backup-code-challenge`, `/auth/login-with-passkey`. */
export const loginAnswer = envelope(loginResult);

/** docs/self-service.md "Confirming": a `complete-*` call without a challenge re-confirmed the signed-in user. */
export const confirmedResult = z.object({
  confirmed: z.literal(true),
  method: z.enum(CONFIRMATION_METHODS),
  confirmedUntil: z.iso.datetime(),
});
export type ConfirmedResult = z.infer<typeof confirmedResult>;
export const confirmedAnswer = envelope(confirmedResult);

/** `POST /auth/complete-{email|sms|totp|password|passkey}-challenge`: a sign-in's step, or a re-confirmation. */
export const completeChallengeAnswer = z.union([loginAnswer, confirmedAnswer]);

/** `POST /auth/login-with-password`. */
export const loginWithPasswordBody = z.object({
  email: email.max(254, { error: 'server.login.invalidCredentials' }),
  password,
  remember,
  intendedUrl,
});
export type LoginWithPasswordBody = z.input<typeof loginWithPasswordBody>;

/** Where a code went (masked) and when another may be asked for. */
export const codeSent = z.object({ sentTo: z.string(), resendAvailableAt: z.iso.datetime() });
export type CodeSent = z.infer<typeof codeSent>;

/**
 * `POST /auth/start-email-challenge`: with `email`, an email-code sign-in (its answer names the new `challenge`);
 * with `challenge`, the code again; with neither while signed in, a code to re-confirm with.
 */
export const startEmailChallengeBody = z.object({
  challenge,
  email: email.max(254, { error: 'server.fields.invalidEmail' }).optional(),
  remember,
  intendedUrl,
});
export type StartEmailChallengeBody = z.input<typeof startEmailChallengeBody>;
/** Its answer: the new challenge only when a sign-in was started with an address. */
export const emailCodeSent = codeSent.extend({ challenge: z.string().optional() });
export type EmailCodeSent = z.infer<typeof emailCodeSent>;
export const startEmailChallengeAnswer = envelope(emailCodeSent);

/** `POST /auth/start-sms-challenge`: a code for the challenge, or without it while signed in, to re-confirm. */
export const startSmsChallengeBody = z.object({ challenge });
export type StartSmsChallengeBody = z.input<typeof startSmsChallengeBody>;
export const startSmsChallengeAnswer = envelope(codeSent);

/** `POST /auth/complete-{email|sms|totp}-challenge`. */
export const completeCodeChallengeBody = z.object({ challenge, code: sixDigitCode, trustDevice });
export type CompleteCodeChallengeBody = z.input<typeof completeCodeChallengeBody>;

/** `POST /auth/complete-password-challenge`. */
export const completePasswordChallengeBody = z.object({ challenge, password, trustDevice });
export type CompletePasswordChallengeBody = z.input<typeof completePasswordChallengeBody>;

/** `POST /auth/complete-backup-code-challenge`: a sign-in's step only (never a re-confirmation). */
export const completeBackupCodeChallengeBody = z.object({
  challenge: challengeId,
  code: z
    .string({ error: 'server.challenge.codeRequired' })
    .trim()
    .min(1, { error: 'server.challenge.codeRequired' })
    .max(32, { error: 'server.challenge.wrongCode' }),
  trustDevice,
});
export type CompleteBackupCodeChallengeBody = z.input<typeof completeBackupCodeChallengeBody>;

/** `GET /auth/challenges/{id}`: the second step, where codes went and when each channel may send again. */
export const challengeParams = z.object({ id: z.string() });
export const challengeDescription = secondStep.extend({
  sentTo: z.object({ email: z.string().nullable(), sms: z.string().nullable() }),
  resendAvailableAt: z.object({ email: z.iso.datetime().nullable(), sms: z.iso.datetime().nullable() }),
});
export type ChallengeDescription = z.infer<typeof challengeDescription>;
export const challengeAnswer = envelope(challengeDescription);

/** `GET /auth/intended-url`: where the signed-in user goes now (a same-origin path, or the default). */
export const signInTarget = z.object({ url: z.string() });
export type SignInTarget = z.infer<typeof signInTarget>;
export const intendedUrlAnswer = envelope(signInTarget);

/** `GET /session`: a fresh anti-forgery token (cookie), and whether a session is signed in. */
export const sessionAnswer = envelope(z.object({ authenticated: z.boolean() }));
