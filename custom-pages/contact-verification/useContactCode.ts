import { useState } from 'react';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { sendContactCode, waitUntil, type ContactChannel, type CodeSent } from './contact-api.ts';

/** What asking for a code came to: sent, field errors (422), or a wait (429 inside the cooldown). */
export type SendOutcome =
  | { kind: 'sent'; sent: CodeSent }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'wait'; until: number | null }
  | { kind: 'failed' };

/**
 * Sends (and resends) the verification code of one channel and keeps the end of the resend cooldown, so both
 * the first request and the resend button count down from the server's `resendAvailableAt`.
 */
export function useContactCode(channel: ContactChannel) {
  const [cooldownEndsAt, setCooldownEndsAt] = useState<number | null>(null);
  const send = async (value: string): Promise<SendOutcome> => {
    try {
      const sent = await sendContactCode(channel, value);
      setCooldownEndsAt(sent.resendAvailableAt);
      return { kind: 'sent', sent };
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) return { kind: 'invalid', errors: error.errors };
      if (error.status === 429) {
        const until = waitUntil(error);
        setCooldownEndsAt(until);
        return { kind: 'wait', until };
      }
      // Other failures were reported by the HTTP client (toast, maintenance modal, re-confirmation cancelled).
      return { kind: 'failed' };
    }
  };
  return { send, cooldownEndsAt };
}
