/** A PostgreSQL error as the driver reports it: its SQLSTATE code and, for constraint violations, the constraint. */
export interface PgError {
  code: string;
  constraint?: string;
}

/**
 * The PostgreSQL error inside what a query threw (Drizzle wraps the driver's error in `cause`), or null when the
 * failure did not come from the database.
 */
export function pgErrorOf(error: unknown): PgError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    const { code } = current as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return current as PgError;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
