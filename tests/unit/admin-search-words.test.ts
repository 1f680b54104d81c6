import { describe, expect, it } from 'vitest';
import { indexedPart } from '../../server/admin/read-records.ts';

describe('indexedPart (what the trigram index is asked for)', () => {
  it('is the end of an email address’s local part with its "@" (the domain is shared by many rows)', () => {
    expect(indexedPart('sanne.jansen@zorgportaal.nl')).toBe('ne.jansen@');
    expect(indexedPart('s.bos@zorgportaal.nl')).toBe('s.bos@');
    expect(indexedPart('ab@zorgportaal.nl')).toBe('ab@zorgportaal.nl'.slice(0, 10));
  });

  it('is the first 10 characters of any other word', () => {
    expect(indexedPart('Zorgcoördinator')).toBe('Zorgcoördi');
    expect(indexedPart('Jansen')).toBe('Jansen');
  });
});
