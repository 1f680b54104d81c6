import { randomInt } from 'node:crypto';

// No look-alikes (0/o, 1/l/i): the password is read off a terminal and typed in.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A one-time password like `k7pq-3mxa-tz9e-h2wc`: 16 random characters, about 79 bits. */
export function generateOneTimePassword(): string {
  const groups = Array.from({ length: 4 }, () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
  );
  return groups.join('-');
}
