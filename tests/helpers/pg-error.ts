import { pgErrorOf } from '../../server/db/pg-error.ts';

/**
 * The PostgreSQL error code and constraint a rejected promise failed with ("23505 employee_accounts_pkey"), so a
 * test states which constraint refused a write instead of accepting any error (a typo in the query included).
 */
export async function constraintRefusing(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const pgError = pgErrorOf(error);
    if (!pgError) throw error;
    return `${pgError.code} ${pgError.constraint ?? ''}`.trim();
  }
  throw new Error('the write was accepted');
}
