import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toErrorResponse } from '../../server/http/error-response.ts';
import { isStorableText, unstorableTextPaths } from '../../server/http/unstorable-text.ts';

/** Text PostgreSQL cannot store (security issue 5): what the check finds, and what is left to the database. */
describe('text the database cannot store', () => {
  it('is a NUL or a lone UTF-16 surrogate; a surrogate pair (an emoji) is fine', () => {
    for (const text of ['', 'Nachtdienst', 'é ü ß', '😀 Zorg', '\u0001\u007f']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(true);
    }
    for (const text of ['\u0000', 'a\u0000b', 'a\ud800b', '\udc00', 'x\ud83d', '\ude00\ud83d']) {
      expect(isStorableText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('names every string and key holding it by its path, at any depth', () => {
    const paths = unstorableTextPaths({
      email: 'a\u0000b@x.nl',
      address: { city: 'Utrecht', street: ['ok', 'x\ud800'] },
      ['sleutel\u0000']: 'goed',
      count: 3,
      empty: null,
    });
    expect(paths).toHaveLength(3);
    expect(paths).toEqual(expect.arrayContaining([['email'], ['sleutel\u0000'], ['address', 'street', '1']]));
    expect(unstorableTextPaths('\u0000')).toEqual([[]]);
    expect(unstorableTextPaths({ fine: ['a', { b: 'c' }] })).toEqual([]);
  });

  it('walks a deeply nested body without recursion, and lists at most 20 fields', () => {
    let nested: unknown = '\u0000';
    for (let depth = 0; depth < 100_000; depth += 1) nested = [nested];
    const [path] = unstorableTextPaths(nested);
    expect(path).toHaveLength(100_000);
    expect(unstorableTextPaths(Array.from({ length: 1000 }, () => '\u0000'))).toHaveLength(20);
  });

  it('leaves binary data alone (an upload is not text)', () => {
    expect(unstorableTextPaths({ file: Buffer.from([0, 0xd8, 0]) })).toEqual([]);
  });

  it('is a 400, not a logged 500, when it reaches PostgreSQL all the same (inside an encoded value)', () => {
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
    const jsonb = Object.assign(new Error('unsupported Unicode escape sequence'), { code: '22P05' });
    for (const error of [new DrizzleQueryError('select $1', ['a\u0000'], cause), jsonb]) {
      expect(toErrorResponse(error)).toEqual({
        statusCode: 400,
        body: { message: 'Het verzoek kon niet worden verwerkt.' },
        headers: {},
        log: 'none',
      });
    }
  });
});
