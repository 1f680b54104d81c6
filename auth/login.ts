import type { LoginResult, LoginWithPasswordBody } from '../contract/api/sign-in.ts';
import { http, type RecordEnvelope } from '../src/api/index.ts';
import { setEmail } from './session-store.ts';

/** Where a sign-in goes next (docs/sign-in.md `LoginResult`), and the second step it may ask for. */
export type { LoginResult, SecondStep } from '../contract/api/sign-in.ts';

/** `remember` is "Ingelogd blijven"; `intendedUrl` the remembered target, kept by the server with the challenge. */
export type PasswordCredentials = LoginWithPasswordBody;

/**
 * `POST /auth/login-with-password`. Clears the stored email on success (spec §4). A 422 rejects with the
 * ApiError carrying the field errors; the caller re-checks authentication.
 */
export async function loginWithPassword(credentials: PasswordCredentials): Promise<LoginResult> {
  const { data } = await http.post<RecordEnvelope<LoginResult>>('/auth/login-with-password', credentials);
  setEmail(null);
  return data;
}
