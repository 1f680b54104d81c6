import { describe, expect, it } from 'vitest';
import { indexedPart } from '../../server/admin/read-records.ts';

describe('indexedPart (what the trigram index is asked for)', () => {
  it('is an email address up to its "@", whose tail many rows share', () => {
    expect(indexedPart('sanne.jansen@zorgportaal.nl')).toBe('sanne.jansen@');
    expect(indexedPart('ab@zorgportaal.nl')).toBe('ab@zorgportaal.nl'.slice(0, 10));
  });

  it('is the first 10 characters of any other word', () => {
    expect(indexedPart('Zorgcoördinator')).toBe('Zorgcoördi');
    expect(indexedPart('Jansen')).toBe('Jansen');
  });
});
