import { DrizzleQueryError } from 'drizzle-orm';

/** Socket errors of a connection attempt (TCP or the PGlite unix socket). */
const CONNECT_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOENT',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Socket errors of a connection that was open: PostgreSQL stopped with `-m immediate` (or crashed, or a network
 * cut) resets it under a query in flight. Trusted only as the cause of Drizzle's query error, since an outbound
 * HTTP or SMTP call fails with the same codes.
 */
const OPEN_CONNECTION_ERRNOS = new Set(['ECONNRESET', 'EPIPE', 'ETIMEDOUT']);

/** PostgreSQL SQLSTATEs meaning "the server is not there for you right now". */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres errors without a code. */
const PG_CONNECTION_MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /is not queryable/,
];

function record(error: unknown): Record<string, unknown> | null {
  return typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : null;
}

function isUnavailableItself(error: unknown, fromDriver: boolean): boolean {
  const fields = record(error);
  if (!fields) return false;
  const { code, syscall, message } = fields;
  // Several addresses tried at once (localhost → ::1 and 127.0.0.1) fail together as an AggregateError.
  if (error instanceof AggregateError && error.errors.some((item) => isUnavailableItself(item, fromDriver))) {
    return true;
  }
  if (typeof code === 'string') {
    if (CONNECT_ERRNOS.has(code) && (syscall === 'connect' || syscall === 'getaddrinfo')) return true;
    if (fromDriver && OPEN_CONNECTION_ERRNOS.has(code)) return true;
    if (UNAVAILABLE_SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && PG_CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
}

/**
 * The error, then the driver errors Drizzle wrapped under it (DrizzleQueryError's cause), with whether each came
 * from the driver. Only that wrapper's cause is followed, so a failed outbound HTTP call (whose cause may also be
 * ECONNREFUSED) is not mistaken for the database.
 */
function errorAndDriverCauses(error: unknown): { error: unknown; fromDriver: boolean }[] {
  const chain = [];
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth += 1) {
    chain.push({ error: current, fromDriver: depth > 0 });
    if (!(current instanceof DrizzleQueryError)) break;
    current = current.cause;
  }
  return chain;
}

/** Whether an error means the database cannot be reached (refused, gone, shutting down), not a failed query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return errorAndDriverCauses(error).some((item) => isUnavailableItself(item.error, item.fromDriver));
}

/** SQLSTATE of a statement PostgreSQL ended: its statement_timeout ran out, or an operator cancelled it. */
const QUERY_CANCELED = '57014';

/**
 * Whether a query was ended by PostgreSQL before it finished (server/db/client.ts, statement timeout): the
 * database is there but too busy or locked for this request now.
 */
export function isStatementCancelled(error: unknown): boolean {
  return errorAndDriverCauses(error).some((item) => record(item.error)?.code === QUERY_CANCELED);
}

/**
 * SQLSTATEs of text PostgreSQL cannot take: `character_not_in_repertoire` (a NUL in a text parameter) and
 * `untranslatable_character` (`\u0000` in jsonb).
 */
const UNSTORABLE_TEXT_SQLSTATES = new Set(['22021', '22P05']);

/**
 * Whether PostgreSQL refused a query for a character in the client's text. The API refuses such text before it
 * reaches the database (server/http/unstorable-text.ts); this catches it where it came hidden in an encoded value
 * (a list's cursor) or outside the API.
 */
export function isUnstorableTextRefused(error: unknown): boolean {
  return errorAndDriverCauses(error).some((item) => {
    const code = record(item.error)?.code;
    return typeof code === 'string' && UNSTORABLE_TEXT_SQLSTATES.has(code);
  });
}
