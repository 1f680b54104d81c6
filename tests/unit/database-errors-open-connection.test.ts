import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/http/database-errors.ts';

function socketError(code: string, syscall: string): Error {
  return Object.assign(new Error(`${syscall} ${code}`), { code, syscall });
}

/** What node-postgres rejects a query with when PostgreSQL is stopped with `-m immediate` under it. */
const reset = socketError('ECONNRESET', 'read');

describe('an open database connection that breaks (found by bench:faults)', () => {
  it('counts a reset or broken pipe under a query as the database being unavailable', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('begin', [], reset))).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], socketError('EPIPE', 'write')))).toBe(
      true,
    );
  });

  it('does not take the same codes from anything but the database driver', () => {
    expect(isDatabaseUnavailable(reset)).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: reset }))).toBe(false);
  });
});
