import type { ChallengeMethod } from '../contract/enums.ts';
import { http, type RecordEnvelope } from '../src/api/index.ts';
import { setEmail } from './session-store.ts';

export interface PasswordCredentials {
  email: string;
  password: string;
  /** "Ingelogd blijven". */
  remember: boolean;
  /** Where to go after sign-in (the remembered target); the server keeps it with the challenge. */
  intendedUrl?: string;
}

/** The second factor the server asks for after the first one. */
export interface SecondStep {
  id: string;
  /** The page to open first; null when the server names none (only the password or a backup code are left). */
  type: 'passkey' | 'email' | 'sms' | 'totp' | null | (string & {});
  /** Every method the user may use for this step (docs/sign-in.md "Second step"). */
  methods?: ChallengeMethod[];
}

export type LoginResult = (
  { next: 'authenticated' } | { next: 'onboarding' } | { next: 'second_step'; secondStep: SecondStep }
) & {
  /** After a backup code: how many are left (the SPA warns at 3 or fewer). */
  backupCodesLeft?: number;
};

/**
 * `POST /auth/login-with-password`. Clears the stored email on success (spec §4). A 422 rejects with the
 * ApiError carrying the field errors; the caller re-checks authentication.
 */
export async function loginWithPassword(credentials: PasswordCredentials): Promise<LoginResult> {
  const { data } = await http.post<RecordEnvelope<LoginResult>>('/auth/login-with-password', credentials);
  setEmail(null);
  return data;
}
