import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createXsrfToken, sameSecret, verifyXsrfToken } from '../../server/http/xsrf-token.ts';

const key = randomBytes(32);

describe('signed double-submit XSRF token', () => {
  it('verifies for the key and session binding it was made for', () => {
    const token = createXsrfToken(key, 'session-1');
    expect(verifyXsrfToken(key, 'session-1', token)).toBe(true);
  });

  it('is fresh every time', () => {
    expect(createXsrfToken(key, '')).not.toBe(createXsrfToken(key, ''));
  });

  it('does not verify for another session binding, including none', () => {
    const token = createXsrfToken(key, 'session-1');
    expect(verifyXsrfToken(key, 'session-2', token)).toBe(false);
    expect(verifyXsrfToken(key, '', token)).toBe(false);
    expect(verifyXsrfToken(key, 'session-1', createXsrfToken(key, ''))).toBe(false);
  });

  it('does not verify under another key', () => {
    expect(verifyXsrfToken(randomBytes(32), 'session-1', createXsrfToken(key, 'session-1'))).toBe(false);
  });

  it('refuses tampered and malformed tokens', () => {
    const token = createXsrfToken(key, 's');
    const [nonce = '', mac = ''] = token.split('.');
    const flipped = `${nonce.slice(0, -2)}${nonce.at(-2) === 'A' ? 'B' : 'A'}${nonce.at(-1)}.${mac}`;
    for (const bad of ['', '.', token.replace('.', ''), `${token}.x`, `${nonce}.`, `.${mac}`, flipped]) {
      expect(verifyXsrfToken(key, 's', bad), bad).toBe(false);
    }
  });

  it('compares secrets exactly', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
