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
