import type { CodeChannel } from '../../../contract/enums.ts';

/** How a code's destination is shown before the user proves they own it (docs/sign-in.md: `sentTo`). */
const DOT = '•';

/** `demi@zorgportaal.test` → `d•••@zorgportaal.test`: the first character and the domain, in lower case. */
export function maskEmail(email: string): string {
  const normalized = email.trim().toLowerCase();
  const at = normalized.lastIndexOf('@');
  if (at <= 0) return `${normalized.slice(0, 1)}${DOT.repeat(3)}`;
  return `${normalized.slice(0, 1)}${DOT.repeat(3)}${normalized.slice(at)}`;
}

/** `+31612345678` → `•• •• •• •• 78`: only the last two digits, in the grouping of a Dutch mobile number. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `${Array(4).fill(DOT.repeat(2)).join(' ')} ${digits.slice(-2)}`;
}

export interface CodeSent {
  /** Masked destination (`d•••@zorgportaal.test`, `•• •• •• •• 78`). */
  sentTo: string;
  resendAvailableAt: Date;
}

/** Masks where a code went: the sign-in and re-confirmation answers never show a whole address or number. */
export function maskedCodeSent(channel: CodeChannel, recipient: string, resendAvailableAt: Date): CodeSent {
  return { sentTo: channel === 'email' ? maskEmail(recipient) : maskPhone(recipient), resendAvailableAt };
}
