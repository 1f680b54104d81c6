import { z } from 'zod';
import { ONBOARDING_STEPS, type OnboardingStatus } from '../../resources/onboarding.ts';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { emailAddress, phoneNumber } from '../../resources/validators.ts';
import { GENDERS, PREFERRED_METHODS } from '../enums.ts';

export { CONTACT_CHANNELS, GENDERS, type ContactChannel, type Gender } from '../enums.ts';
import { envelope } from './envelope.ts';
import { sixDigitCode } from './fields.ts';

/**
 * The signed-in user's own account (spec §7 User; docs/self-service.md "Onboarding", "Account settings"): the user
 * resource most of these calls answer, the profile, the onboarding steps, email address and phone number with their
 * codes, the profile photo and the user's permissions. Setting a password is in passwords.ts.
 */

/** An onboarding step's status (spec §3: completed, skipped, or other, which we call pending). */
const ONBOARDING_STATUSES = [
  'completed',
  'skipped',
  'pending',
] as const satisfies readonly OnboardingStatus[];

/** The account user of spec §3, as `GET /user` answers it; a step that does not apply to the user is absent. */
export const userResource = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  /** `YYYY-MM-DD`. */
  birthday: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The photo's URL (it changes with every upload). */
  avatar: z.string().nullable(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  onboarding: z.partialRecord(z.enum(ONBOARDING_STEPS), z.enum(ONBOARDING_STATUSES)),
});
export type UserResource = z.infer<typeof userResource>;

/**
 * The user as `GET /user` has it: the answer of that call and of every account call that changes the user
 * (`PATCH /user`, `POST /user/accept-terms-of-use`, `/user/setup-password`, `/user/skip-phone-verification`,
 * `/user/update-otp-preference`, `/user/verify-email`, `/user/verify-phone`, `POST` and `DELETE /user/avatar`).
 */
export const userAnswer = envelope(userResource);

/** `GET /user/permissions`: the signed-in user's own permissions. */
export const permissionsAnswer = envelope(z.array(z.enum(PERMISSIONS)));

const name = z.string().trim().min(1).max(100);

/** `YYYY-MM-DD`, a real day, not in the future (checked by the action, which knows "now") and not before 1900. */
const birthday = z.iso
  .date()
  .pipe(z.string().refine((value) => value >= '1900-01-01', { error: 'server.account.birthdayTooEarly' }));

/** `PATCH /user`: the fields given change. */
export const updateProfileBody = z.strictObject({
  firstname: name.optional(),
  lastname: name.optional(),
  birthday: birthday.nullable().optional(),
  gender: z.enum(GENDERS).nullable().optional(),
});
export type ProfileChange = z.input<typeof updateProfileBody>;

/** `POST /user/accept-terms-of-use`: the version of the terms the user read. */
export const acceptTermsBody = z.strictObject({
  version: z.string({ error: 'server.account.termsVersionRequired' }),
});
export type AcceptTerms = z.input<typeof acceptTermsBody>;

/** `POST /user/update-otp-preference`: the preferred second step. */
export const otpPreferenceBody = z.strictObject({
  method: z.enum(PREFERRED_METHODS, { error: 'server.account.otpMethodInvalid' }),
});
export type OtpPreference = z.input<typeof otpPreferenceBody>;

/** `POST /user/update-email`: the new address, which gets a code. */
export const updateEmailBody = z.strictObject({
  email: z
    .string({ error: 'server.account.emailRequired' })
    .trim()
    .min(1, { error: 'server.account.emailRequired' })
    .pipe(emailAddress()),
});
export type EmailChange = z.input<typeof updateEmailBody>;

/** `POST /user/update-phone`: the new number, which gets a code by SMS. */
export const updatePhoneBody = z.strictObject({
  phone: z
    .string({ error: 'server.account.phoneRequired' })
    .trim()
    .min(1, { error: 'server.account.phoneRequired' })
    .max(40)
    .pipe(phoneNumber()),
});
export type PhoneChange = z.input<typeof updatePhoneBody>;

/** `POST /user/verify-email` and `/user/verify-phone`: the code that was sent to the new address or number. */
export const verifyCodeBody = z.strictObject({ code: sixDigitCode });
export type VerifyCode = z.input<typeof verifyCodeBody>;

/**
 * Where a code went and from when a new one may be asked for: the answer of `POST /user/update-email`,
 * `/user/update-phone` and `GET /user/pending-verification/{email|phone}` (404 when no code is out).
 */
export const codeSent = z.object({ sentTo: z.string(), resendAvailableAt: z.iso.datetime() });
export type CodeSent = z.infer<typeof codeSent>;
export const codeSentAnswer = envelope(codeSent);
