import { describe, expect, it } from 'vitest';
import { generateBackupCode, normalizeBackupCode } from '../../server/auth/codes/backup-codes.ts';
import { sanitizeIntendedUrl } from '../../server/auth/sign-in/intended-url.ts';
import { maskEmail, maskPhone } from '../../server/auth/codes/masking.ts';
import {
  codeMatches,
  generateCode,
  hashCode,
  newCodeId,
  resendAvailableAt,
} from '../../server/auth/codes/one-time-codes.ts';

const key = Buffer.alloc(32, 7);
const otherKey = Buffer.alloc(32, 8);

describe('one-time codes', () => {
  it('are 6 digits, leading zeros kept, and not all alike', () => {
    const codes = Array.from({ length: 200 }, generateCode);
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
  });

  it('are hashed with the app key, bound to the row id', () => {
    const id = newCodeId();
    const hash = hashCode(key, id, '012345');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeMatches(key, id, hash, '012345')).toBe(true);
    expect(codeMatches(key, id, hash, '012346')).toBe(false);
    expect(codeMatches(otherKey, id, hash, '012345')).toBe(false);
    expect(codeMatches(key, newCodeId(), hash, '012345')).toBe(false);
    expect(hashCode(key, newCodeId(), '012345')).not.toBe(hash);
    expect(codeMatches(key, id, 'abc', '012345')).toBe(false);
  });

  it('can be sent again 60 s after the previous one', () => {
    expect(resendAvailableAt(new Date('2026-11-02T10:00:00Z')).toISOString()).toBe(
      '2026-11-02T10:01:00.000Z',
    );
  });
});

describe('backup codes', () => {
  it('look like xxxx-xxxx without look-alikes', () => {
    for (const code of Array.from({ length: 100 }, generateBackupCode)) {
      expect(code).toMatch(/^[a-hjkmnp-z2-9]{4}-[a-hjkmnp-z2-9]{4}$/);
    }
  });

  it('are read whatever the case, spaces and dashes', () => {
    expect(normalizeBackupCode('K7PQ3MXA')).toBe('k7pq-3mxa');
    expect(normalizeBackupCode(' k7pq - 3mxa ')).toBe('k7pq-3mxa');
    expect(normalizeBackupCode('k7pq-3mx')).toBeNull();
    expect(normalizeBackupCode('k7pq-3mx0')).toBeNull();
  });
});

describe('masking', () => {
  it('shows the first character and the domain of an email address, in lower case', () => {
    expect(maskEmail('Demi.deVries@Zorgportaal.test')).toBe('d•••@zorgportaal.test');
    expect(maskEmail('a@b.nl')).toBe('a•••@b.nl');
    expect(maskEmail('geen-adres')).toBe('g•••');
  });

  it('shows the last two digits of a phone number', () => {
    expect(maskPhone('+31612345678')).toBe('•• •• •• •• 78');
    expect(maskPhone('06 1234 5601')).toBe('•• •• •• •• 01');
  });
});

describe('intended URL', () => {
  it('keeps same-origin paths', () => {
    for (const path of ['/dashboard', '/system/employees?q=de%20vries#top', '/']) {
      expect(sanitizeIntendedUrl(path)).toBe(path);
    }
  });

  it('ignores everything else', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'dashboard',
      '',
      '/a\nb',
      '/a\\b',
      `/${'x'.repeat(2048)}`,
      null,
      undefined,
    ]) {
      expect(sanitizeIntendedUrl(value)).toBeNull();
    }
  });
});
