import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import type {
  AddPasskeyBody,
  CompletePasskeyChallengeBody,
  LoginWithPasskeyBody,
  PasskeyItem,
  PasskeyOptionsBody,
  RenamePasskeyBody,
} from '../../contract/api/passkeys.ts';
import type { LoginResult } from '../../contract/api/sign-in.ts';
import { http, type RecordEnvelope, type RequestOptions } from '../../src/api/index.ts';

/**
 * The passkey calls (docs/sign-in.md "Passkeys"): the user's passkeys, registering one, and the assertions of the
 * first factor, the second step and the re-confirmation. Only lazily loaded code imports this file.
 */

/**
 * One of the user's passkeys, `GET /user/passkeys` (newest first). The options and the browser's answers keep
 * `@simplewebauthn/browser`'s types: the library takes and gives them.
 */
export type { PasskeyItem };

/** Where an assertion is used: signing in (first factor), a sign-in's second step, or a re-confirmation. */
export type AssertionPurpose =
  | { kind: 'sign-in'; remember: boolean; intendedUrl: string | null }
  | { kind: 'second-step'; challenge: string; trustDevice: boolean }
  | { kind: 'confirmation' };

/** The pages show 422 and 429 themselves (under the button; the wait); 401 goes to the page too on sign-in. */
const CALLER_SHOWS: RequestOptions = { silentStatuses: [429], toastErrors: false, errorPage: false };
const SIGN_IN_SHOWS: RequestOptions = { ...CALLER_SHOWS, silentStatuses: [401, 429] };

/** `GET /user/passkeys`; a failure is the card's to show (its retry), not the page's. */
export async function fetchPasskeys(signal?: AbortSignal): Promise<PasskeyItem[]> {
  const options: RequestOptions = { signal, errorPage: false, toastErrors: false };
  return (await http.get<RecordEnvelope<PasskeyItem[]>>('/user/passkeys', options)).data;
}

/** `POST /user/passkeys/registration-options`: may ask for a re-confirmation first (423, the dialogs answer it). */
export async function registrationOptions(): Promise<PublicKeyCredentialCreationOptionsJSON> {
  return (
    await http.post<RecordEnvelope<PublicKeyCredentialCreationOptionsJSON>>(
      '/user/passkeys/registration-options',
      {},
    )
  ).data;
}

/** `POST /user/passkeys`: 422 on `name` or `response`. */
export async function savePasskey(name: string, response: RegistrationResponseJSON): Promise<PasskeyItem> {
  const body: AddPasskeyBody = { name, response };
  return (await http.post<RecordEnvelope<PasskeyItem>>('/user/passkeys', body, { toastErrors: false })).data;
}

/** `PATCH /user/passkeys/{id}` `{ name }`: 422 on `name`. */
export async function renamePasskey(id: string, name: string): Promise<PasskeyItem> {
  const body: RenamePasskeyBody = { name };
  return (await http.patch<RecordEnvelope<PasskeyItem>>(`/user/passkeys/${encodeURIComponent(id)}`, body))
    .data;
}

/** `DELETE /user/passkeys/{id}`: needs a recent re-confirmation (423, the dialogs answer it). */
export async function removePasskey(id: string): Promise<void> {
  await http.delete(`/user/passkeys/${encodeURIComponent(id)}`);
}

/**
 * The options of an assertion: `POST /auth/passkey-sign-in-options` for a first factor (discoverable, bound to
 * this browser by its own cookie), else `POST /auth/passkey-options` (the user's passkeys; with `challenge` for a
 * second step, without it for a re-confirmation).
 */
export async function assertionOptions(
  purpose: AssertionPurpose,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const [path, body, options]: [string, PasskeyOptionsBody, RequestOptions] =
    purpose.kind === 'sign-in'
      ? ['/auth/passkey-sign-in-options', {}, SIGN_IN_SHOWS]
      : purpose.kind === 'second-step'
        ? ['/auth/passkey-options', { challenge: purpose.challenge }, SIGN_IN_SHOWS]
        : ['/auth/passkey-options', {}, CALLER_SHOWS];
  return (await http.post<RecordEnvelope<PublicKeyCredentialRequestOptionsJSON>>(path, body, options)).data;
}

/**
 * The assertion back to the server: `POST /auth/login-with-passkey` (first factor, both steps at once) or
 * `POST /auth/complete-passkey-challenge` (second step; re-confirmation without `challenge`, answering no
 * LoginResult). 422 on `passkey` when the passkey is not recognised.
 */
export async function sendAssertion(
  purpose: AssertionPurpose,
  response: AuthenticationResponseJSON,
): Promise<LoginResult | null> {
  if (purpose.kind === 'sign-in') {
    const { remember, intendedUrl } = purpose;
    const body: LoginWithPasskeyBody = { response, remember, intendedUrl };
    return (await http.post<RecordEnvelope<LoginResult>>('/auth/login-with-passkey', body, SIGN_IN_SHOWS))
      .data;
  }
  if (purpose.kind === 'second-step') {
    const { challenge, trustDevice } = purpose;
    const body: CompletePasskeyChallengeBody = { challenge, response, trustDevice };
    return (
      await http.post<RecordEnvelope<LoginResult>>('/auth/complete-passkey-challenge', body, SIGN_IN_SHOWS)
    ).data;
  }
  const body: CompletePasskeyChallengeBody = { response };
  await http.post('/auth/complete-passkey-challenge', body, CALLER_SHOWS);
  return null;
}
