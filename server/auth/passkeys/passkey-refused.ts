import { translate } from '../../../i18n/server/translate.ts';
import type { Verification } from '../challenges/complete-challenge.ts';
import type { AssertionCheck } from './verify-assertion.ts';

/** 'Deze passkey werd niet herkend. Probeer het opnieuw of kies een andere manier.' */
export function passkeyNotRecognized(): string {
  return translate('server.passkeys.notRecognized');
}

/** A passkey check as a method's verification: every refusal is the same 422 on `passkey`, its reason recorded. */
export function passkeyVerification(check: AssertionCheck): Verification {
  if (check.ok) return { ok: true };
  return { ok: false, field: 'passkey', message: passkeyNotRecognized(), reason: check.reason };
}
