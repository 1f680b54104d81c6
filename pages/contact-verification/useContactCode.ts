import { useCallback, useState } from 'react';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { resendAvailableAt, retryAt } from '../login/rate-limit.ts';
import { pendingContactCode, sendContactCode, type CodeSent, type ContactChannel } from './contact-api.ts';

/**
 * What asking for a code came to: sent; field errors (422); `pending`: inside the cooldown, a code sent a moment
 * ago (this tab or another) can still be typed; `cooldown`: inside the cooldown with no code to type (it was used);
 * `limited`: too many requests (the per-IP guard); or failed (reported by the HTTP client).
 */
export type SendOutcome =
  | { kind: 'sent'; sent: CodeSent }
  | { kind: 'invalid'; errors: FieldErrors }
  | { kind: 'pending'; sent: CodeSent }
  | { kind: 'cooldown'; until: number | null }
  | { kind: 'limited'; until: number | null }
  | { kind: 'failed' };

/**
 * Sends (and resends) the verification code of one channel and keeps the end of the resend cooldown, so both
 * the first request and the resend button count down from the server's `resendAvailableAt`. `resume` looks up a
 * code already out (after a reload, or sent from another tab).
 */
export function useContactCode(channel: ContactChannel) {
  const [cooldownEndsAt, setCooldownEndsAt] = useState<number | null>(null);

  const resume = useCallback(async (): Promise<CodeSent | null> => {
    const pending = await pendingContactCode(channel);
    if (pending) setCooldownEndsAt(pending.resendAvailableAt);
    return pending;
  }, [channel]);

  const send = async (value: string): Promise<SendOutcome> => {
    try {
      const sent = await sendContactCode(channel, value);
      setCooldownEndsAt(sent.resendAvailableAt);
      return { kind: 'sent', sent };
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) return { kind: 'invalid', errors: error.errors };
      if (error.status !== 429) {
        // Reported by the HTTP client (toast, maintenance modal, re-confirmation cancelled).
        return { kind: 'failed' };
      }
      const cooldown = resendAvailableAt(error);
      // Only the cooldown names `resendAvailableAt`; the per-IP guard gives Retry-After alone.
      if (cooldown === null) return { kind: 'limited', until: retryAt(error) };
      const pending = await resume().catch(() => null);
      if (pending) return { kind: 'pending', sent: pending };
      setCooldownEndsAt(cooldown);
      return { kind: 'cooldown', until: cooldown };
    }
  };

  return { send, resume, cooldownEndsAt };
}
