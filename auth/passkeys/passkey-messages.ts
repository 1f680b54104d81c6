import type { Translate } from '../../i18n/translator.ts';
import { isApiError } from '../../src/api/index.ts';
import { PasskeyCeremonyError } from './webauthn.ts';

/** The 422 fields of the passkey calls, in the order their messages are shown. */
const FIELDS = ['passkey', 'response', 'name', 'challenge'] as const;

/** The caller's texts for the browser's answers (each caller says them in its own context). */
export interface CeremonyTexts {
  /** The user closed the prompt (or it timed out): a calm "afgebroken". */
  cancelled: string;
  /** The browser refused for another reason. */
  failed: string;
  /** Registration only: the passkey is on the account already. */
  alreadyAdded?: string;
}

/**
 * What to show after a failed passkey attempt, in Dutch: the caller's text for the browser's answer, the
 * server's 422 messages, the wait of a 429. Empty when there is nothing to say: another prompt took over, the
 * user closed a re-confirmation dialog (its 423), or the HTTP client reported it already.
 */
export function passkeyErrorMessages(error: unknown, t: Translate, texts: CeremonyTexts): string[] {
  if (error instanceof PasskeyCeremonyError) {
    if (error.problem === 'superseded') return [];
    if (error.problem === 'cancelled') return [t(texts.cancelled)];
    if (error.problem === 'already-added' && texts.alreadyAdded) return [t(texts.alreadyAdded)];
    return [t(texts.failed)];
  }
  if (!isApiError(error)) return [t('common.error')];
  if (error.status === 422) {
    const messages = FIELDS.flatMap((field) => error.errors[field] ?? []);
    const all = messages.length > 0 ? messages : Object.values(error.errors).flat();
    return all.length > 0 ? all : [error.message];
  }
  if (error.status === 429) return [t('errors.rateLimited')];
  return [];
}

/** The passkey texts' own set (i18n/nl/passkey.ts) for signing in (first factor and second step). */
export const SIGN_IN_TEXTS: CeremonyTexts = {
  cancelled: 'passkey.errors.signInCancelled',
  failed: 'passkey.errors.failed',
};

/** … and for adding one. */
export const ADD_TEXTS: CeremonyTexts = {
  cancelled: 'passkey.errors.addCancelled',
  failed: 'passkey.errors.failed',
  alreadyAdded: 'passkey.errors.alreadyAdded',
};
