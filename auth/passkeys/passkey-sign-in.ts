import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { translatorFor } from '../../i18n/translator-for.ts';
import { finishSignIn } from '../finish-sign-in.ts';
import type { LoginResult } from '../login.ts';
import { peekTarget } from '../redirect-target.ts';
import { passkeyErrorMessages, SIGN_IN_TEXTS } from './passkey-messages.ts';
import { assertFromAutofill, assertWithPasskey, stopPrompt } from './webauthn.ts';

/**
 * "Inloggen met een passkey" on /login, the first factor (docs/sign-in.md "Passkeys"): a discoverable passkey
 * signs in at once, both steps (`POST /auth/login-with-passkey`), and the sign-in ends as the password's does
 * (finishSignIn: the server's intended URL, then the guard moves on to the target or onboarding). /login loads
 * this module only on the user's intent (the button, or a first touch of the email field for the autofill), so
 * the library and these texts stay off its initial code.
 */

/** The app's texts and the passkey texts, which load with this module. */
const passkeyTranslate = translatorFor(passkeyNl);

/** The autofill's prompt while it waits for the user to pick a passkey in the email field. */
let autofill: Promise<void> | null = null;

async function finish(result: LoginResult | null): Promise<string | null> {
  if (result === null) return null;
  try {
    await finishSignIn(result);
    return null;
  } catch {
    return passkeyTranslate('common.error');
  }
}

function messageOf(error: unknown): string | null {
  return passkeyErrorMessages(error, passkeyTranslate, SIGN_IN_TEXTS)[0] ?? null;
}

/** The button: the browser's passkey prompt. Resolves with the message to show, or null (signed in, or quiet). */
export async function signInWithPasskey(remember: boolean): Promise<string | null> {
  try {
    return await finish(await assertWithPasskey({ kind: 'sign-in', remember, intendedUrl: peekTarget() }));
  } catch (error) {
    return messageOf(error);
  }
}

/**
 * Conditional UI: once per waiting prompt, where the browser offers it; `remember` is read when the user picked a
 * passkey. A failure reaches `onError`; a prompt the button took over ends quietly and the next touch of the field
 * starts a new one.
 */
export function startAutofillSignIn(remember: () => boolean, onError: (message: string) => void): void {
  if (autofill) return;
  autofill = assertFromAutofill(() => ({ kind: 'sign-in', remember: remember(), intendedUrl: peekTarget() }))
    .then(finish, messageOf)
    .then((message) => {
      if (message) onError(message);
    })
    .finally(() => {
      autofill = null;
    });
}

/** The page goes away: a waiting autofill prompt is withdrawn. */
export function stopAutofillSignIn(): void {
  if (autofill) stopPrompt();
}
