import type { Translate } from '../../i18n/translator.ts';
import { isApiError } from '../../src/api/index.ts';

/** What to show under a dialog's field after a failed call: the 422 of that field, the wait, or the message. */
export function dialogErrors(error: unknown, field: string, t: Translate): string[] {
  if (!isApiError(error)) return [t('common.error')];
  if (error.status === 422) {
    const messages = error.errors[field] ?? Object.values(error.errors).flat();
    return messages.length > 0 ? messages : [error.message];
  }
  if (error.status === 429) return [t('errors.rateLimited')];
  // A failed delivery (503) says so in its own words; anything else is the generic text.
  return [error.status === 503 && error.message ? error.message : t('common.error')];
}
