import { z } from 'zod';
import { translate } from '../../i18n/server/translate.ts';
import { emailAddress, phoneNumber } from '../../resources/validators.ts';
import { userResource } from './user-resource.ts';
import { PREFERRED_METHODS } from '../../contract/enums.ts';

/** The request and response shapes of the account calls (docs/self-service.md), for validation and /api/docs. */

const name = z.string().trim().min(1).max(100);

/** `YYYY-MM-DD`, a real day, not in the future (checked by the action, which knows "now") and not before 1900. */
const birthday = z.iso
  .date()
  .pipe(
    z
      .string()
      .refine((value) => value >= '1900-01-01', { error: translate('server.account.birthdayTooEarly') }),
  );

export const updateProfileBody = z.strictObject({
  firstname: name.optional(),
  lastname: name.optional(),
  birthday: birthday.nullable().optional(),
  gender: z.enum(['female', 'male', 'other']).nullable().optional(),
});

export const acceptTermsBody = z.strictObject({
  version: z.string({ error: translate('server.account.termsVersionRequired') }),
});

export const otpPreferenceBody = z.strictObject({
  method: z.enum(PREFERRED_METHODS, {
    error: translate('server.account.otpMethodInvalid'),
  }),
});

export const updateEmailBody = z.strictObject({
  email: z
    .string({ error: translate('server.account.emailRequired') })
    .trim()
    .min(1, { error: translate('server.account.emailRequired') })
    .pipe(emailAddress()),
});

export const updatePhoneBody = z.strictObject({
  phone: z
    .string({ error: translate('server.account.phoneRequired') })
    .trim()
    .min(1, { error: translate('server.account.phoneRequired') })
    .max(40)
    .pipe(phoneNumber()),
});

export const verifyCodeBody = z.strictObject({
  code: z
    .string({ error: translate('server.challenge.codeRequired') })
    .trim()
    .min(1, { error: translate('server.challenge.codeRequired') })
    .regex(/^\d{6}$/, { error: translate('server.challenge.codeFormat') }),
});

export const userResponse = z.object({ data: userResource });

export const codeSentResponse = z.object({
  data: z.object({ sentTo: z.string(), resendAvailableAt: z.iso.datetime() }),
});
