import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import type { LoginResult } from '../login.ts';
import {
  assertionOptions,
  registrationOptions,
  savePasskey,
  sendAssertion,
  type AssertionPurpose,
  type PasskeyItem,
} from './passkey-api.ts';

/**
 * The browser's side of a passkey (WebAuthn through @simplewebauthn/browser). The library is imported here only
 * with `import()`, on the user's intent, so it never weighs on a page's initial code (the /login budget).
 */
const browser = () => import('@simplewebauthn/browser');

/**
 * Why the browser's prompt did not give a passkey: the user closed it or it timed out (`NotAllowedError`, also
 * what browsers answer when no passkey fits: they do not say which), the passkey is on the account already
 * (`InvalidStateError` at registration), another prompt of this page took its place (`AbortError`: stay quiet),
 * or anything else the browser refused.
 */
export type CeremonyProblem = 'cancelled' | 'already-added' | 'superseded' | 'failed';

export class PasskeyCeremonyError extends Error {
  readonly problem: CeremonyProblem;

  constructor(problem: CeremonyProblem, cause: unknown) {
    super(`Passkey ceremony failed: ${problem}`, { cause });
    this.name = 'PasskeyCeremonyError';
    this.problem = problem;
  }
}

function ceremonyError(error: unknown): PasskeyCeremonyError {
  // A DOMException of another realm (a test's window) is not `instanceof Error`: read the fields as they come.
  const fields =
    typeof error === 'object' && error !== null ? (error as { name?: unknown; code?: unknown }) : {};
  const { name, code } = fields;
  if (name === 'NotAllowedError') return new PasskeyCeremonyError('cancelled', error);
  if (name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return new PasskeyCeremonyError('superseded', error);
  if (name === 'InvalidStateError' || code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new PasskeyCeremonyError('already-added', error);
  return new PasskeyCeremonyError('failed', error);
}

/**
 * Registers a passkey named `name`: the server's options (a re-confirmation first when it asks, through the
 * HTTP client's dialogs), the browser's prompt, then `POST /user/passkeys`. Rejects with a PasskeyCeremonyError
 * when the prompt gave nothing, or with the ApiError of a call (422 on `name` / `response`).
 */
export async function registerPasskey(name: string): Promise<PasskeyItem> {
  const [{ startRegistration }, optionsJSON] = await Promise.all([browser(), registrationOptions()]);
  let response;
  try {
    response = await startRegistration({ optionsJSON });
  } catch (error) {
    throw ceremonyError(error);
  }
  return savePasskey(name, response);
}

/** The prompt of an assertion; with `autofill`, the browser's conditional UI in the field marked `webauthn`. */
async function assert(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
  autofill: boolean,
): Promise<AuthenticationResponseJSON> {
  const { startAuthentication } = await browser();
  try {
    return await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  } catch (error) {
    throw ceremonyError(error);
  }
}

/**
 * Signs in, completes a second step or re-confirms with a passkey: options, the browser's prompt, the server's
 * check. Resolves with the LoginResult (null for a re-confirmation); rejects as registerPasskey does (422 on
 * `passkey` for a passkey the server does not recognise).
 */
export async function assertWithPasskey(purpose: AssertionPurpose): Promise<LoginResult | null> {
  const [, optionsJSON] = await Promise.all([browser(), assertionOptions(purpose)]);
  return sendAssertion(purpose, await assert(optionsJSON, false));
}

/**
 * Conditional UI (the passkeys in the email field's autofill), where the browser offers it: resolves with the
 * LoginResult once the user picked a passkey, or null when the browser has no conditional UI. `purpose` is read
 * when the user picked one ("Ingelogd blijven" may change meanwhile).
 */
export async function assertFromAutofill(
  purpose: () => AssertionPurpose & { kind: 'sign-in' },
): Promise<LoginResult | null> {
  const { browserSupportsWebAuthnAutofill } = await browser();
  if (!(await browserSupportsWebAuthnAutofill())) return null;
  const response = await assert(await assertionOptions(purpose()), true);
  return sendAssertion(purpose(), response);
}

/** Withdraws the browser's waiting prompt (the autofill's, when the sign-in page goes away). */
export function stopPrompt(): void {
  void browser().then(({ WebAuthnAbortService }) => WebAuthnAbortService.cancelCeremony());
}
