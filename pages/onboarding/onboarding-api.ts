import type { AcceptTerms, OtpPreference } from '../../contract/api/account.ts';
import type { NewPassword } from '../../contract/api/passwords.ts';
import type { PreferredMethod } from '../../contract/enums.ts';
import type { CurrentUser } from '../../auth/current-user.ts';
import { http, type RecordEnvelope } from '../../src/api/index.ts';

/** The onboarding calls (docs/self-service.md "Onboarding"); each answers the user as `GET /user` has it. */

export async function acceptTerms(version: string): Promise<CurrentUser> {
  const body: AcceptTerms = { version };
  const { data } = await http.post<RecordEnvelope<CurrentUser>>('/user/accept-terms-of-use', body);
  return data;
}

export async function setUpPassword(password: string, confirmation: string): Promise<CurrentUser> {
  const body: NewPassword = { password, passwordConfirmation: confirmation };
  const { data } = await http.post<RecordEnvelope<CurrentUser>>('/user/setup-password', body);
  return data;
}

export async function skipPhoneVerification(): Promise<CurrentUser> {
  const { data } = await http.post<RecordEnvelope<CurrentUser>>('/user/skip-phone-verification');
  return data;
}

/** `passkey` only once the user has one (issue 19): else 422 on `method`. */

export async function updateOtpPreference(method: PreferredMethod): Promise<CurrentUser> {
  const body: OtpPreference = { method };
  const { data } = await http.post<RecordEnvelope<CurrentUser>>('/user/update-otp-preference', body);
  return data;
}
