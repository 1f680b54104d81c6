import { http, type RecordEnvelope } from '../src/api/index.ts';
import { setEmail } from './session-store.ts';

export interface PasswordCredentials {
  email: string;
  password: string;
  /** "Ingelogd blijven". */
  remember: boolean;
}

/** The second factor the server asks for after the password. */
export interface SecondStep {
  id: string;
  type: 'email' | 'sms' | 'totp' | (string & {});
}

export type LoginResult =
  { next: 'authenticated' } | { next: 'onboarding' } | { next: 'second_step'; secondStep: SecondStep };

/**
 * `POST /auth/login-with-password`. Clears the stored email on success (spec §4). A 422 rejects with the
 * ApiError carrying the field errors; the caller re-checks authentication.
 */
export async function loginWithPassword(credentials: PasswordCredentials): Promise<LoginResult> {
  const { data } = await http.post<RecordEnvelope<LoginResult>>('/auth/login-with-password', credentials);
  setEmail(null);
  return data;
}
