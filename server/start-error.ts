import { DrizzleQueryError } from 'drizzle-orm';
import { translate } from '../i18n/server/translate.ts';
import type { Config } from './config.ts';
import { StoreLockedError } from './db/embedded/store-lock.ts';
import { isDatabaseUnavailable } from './http/database-errors.ts';

export type StartSettings = Pick<Config, 'HOST' | 'PORT' | 'DATA_DIR' | 'DATABASE_URL'>;

/** PostgreSQL refusing us: wrong password, no such role, no such database. */
const REFUSED_SQLSTATES = new Set(['28P01', '28000', '3D000']);

function fields(error: unknown): { code?: unknown; syscall?: unknown; hostname?: unknown } {
  return typeof error === 'object' && error !== null ? error : {};
}

/** The error or one of its causes with a `code` in `codes`. */
function withCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code } = fields(current);
    if (typeof code === 'string' && codes.has(code)) return true;
    current = current instanceof Error ? current.cause : undefined;
  }
  return false;
}

/**
 * The error's own words on one line, without a stack: the driver's error rather than Drizzle's wrapper (which
 * quotes the query), each attempt of an AggregateError (which has no message itself).
 */
export function reasonOf(error: unknown): string {
  if (error instanceof DrizzleQueryError && error.cause) return reasonOf(error.cause);
  if (error instanceof AggregateError && !error.message) return error.errors.map(reasonOf).join('; ');
  const text =
    error instanceof Error ? error.message || String(fields(error).code ?? error.name) : String(error);
  return text.replace(/\s*\n\s*/g, ' ');
}

/** Where DATABASE_URL points, without credentials: host[:port]/database (or the socket directory). */
function databaseTarget(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  const host = url.searchParams.get('host') ?? `${url.hostname}${url.port ? `:${url.port}` : ''}`;
  return `${host}${url.pathname}`;
}

/**
 * One clear line (Dutch, naming the variable to change) for why the server did not start, for the common
 * cases: port taken or not allowed, bad HOST, database unreachable or refusing us, embedded store locked.
 */
export function describeStartError(error: unknown, settings: StartSettings): string {
  const { code, syscall, hostname } = fields(error);
  if (code === 'EADDRINUSE') return translate('server.start.portInUse', { port: settings.PORT });
  if (syscall === 'listen' && code === 'EACCES') {
    return translate('server.start.portNotAllowed', { port: settings.PORT });
  }
  // HOST that is no address of this machine, or a name that does not resolve.
  if (
    (syscall === 'listen' && code === 'EADDRNOTAVAIL') ||
    (syscall === 'getaddrinfo' && hostname === settings.HOST)
  ) {
    return translate('server.start.hostUnavailable', { host: settings.HOST });
  }
  if (error instanceof StoreLockedError) {
    return translate('server.start.embeddedLocked', {
      dir: settings.DATA_DIR,
      pid: error.pid,
      lock: error.lockPath,
    });
  }
  const refused = withCode(error, REFUSED_SQLSTATES);
  if (refused || isDatabaseUnavailable(error)) {
    const reason = reasonOf(error);
    if (!settings.DATABASE_URL) {
      return translate('server.start.embeddedUnreachable', { dir: settings.DATA_DIR, reason });
    }
    const target = databaseTarget(settings.DATABASE_URL);
    return translate(refused ? 'server.start.databaseRefused' : 'server.start.databaseUnreachable', {
      target,
      reason,
    });
  }
  return translate('server.start.failed', { reason: reasonOf(error) });
}

/** Whether start-up errors are shown with their stack: only when debugging. */
export function showsStack(logLevel: string | undefined): boolean {
  return logLevel === 'debug' || logLevel === 'trace';
}
