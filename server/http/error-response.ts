import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate } from '../../i18n/server/translate.ts';
import { isDatabaseUnavailable, isStatementCancelled, isUnstorableTextRefused } from './database-errors.ts';
import { HttpError, ServiceUnavailableError, ValidationError } from './http-error.ts';
import { fieldErrorsFromValidation } from './validation-errors.ts';

/** Seconds a client is asked to wait when the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export interface ErrorResponse {
  statusCode: number;
  body: { message: string } & Record<string, unknown>;
  headers: Record<string, string>;
  /** How the error handler logs it: client mistakes and maintenance not at all, outages as warnings, bugs as errors. */
  log: 'none' | 'warn' | 'error';
}

function fromHttpError(error: HttpError): ErrorResponse {
  return {
    statusCode: error.statusCode,
    body: { message: error.message, ...error.body },
    headers: error.headers,
    log:
      error instanceof ServiceUnavailableError
        ? 'warn'
        : error.statusCode >= 500 && error.statusCode !== 503
          ? 'error'
          : 'none',
  };
}

/** Messages for Fastify's own 4xx errors (body parsing, content type, size). */
function clientErrorMessage(code: string, statusCode: number): string {
  if (code === 'FST_ERR_CTP_INVALID_JSON_BODY' || code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
    return translate('server.invalidJson');
  }
  if (statusCode === 404) return translate('server.notFound');
  if (statusCode === 413) return translate('server.payloadTooLarge');
  if (statusCode === 415) return translate('server.unsupportedMediaType');
  return translate('server.badRequest');
}

/**
 * The status of an error Fastify (or an @fastify plugin) raised about the request itself, e.g. malformed JSON,
 * a wrong content type, a body too large, or an aborted upload. Other errors' statusCode is not trusted: a
 * library error carrying an upstream status must not pass as ours.
 */
function clientErrorStatus(error: unknown): { code: string; statusCode: number } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  if (typeof code !== 'string' || typeof statusCode !== 'number') return null;
  if (statusCode < 400 || statusCode > 499) return null;
  if (code.startsWith('FST_') || code === 'ECONNRESET') return { code, statusCode };
  return null;
}

/** Maps any thrown value to the API's error envelope (spec §8, docs/architecture.md "The HTTP contract"). */
export function toErrorResponse(error: unknown): ErrorResponse {
  if (error instanceof HttpError) return fromHttpError(error);
  if (hasZodFastifySchemaValidationErrors(error)) {
    return fromHttpError(
      new ValidationError(fieldErrorsFromValidation(error.validation, error.validationContext)),
    );
  }
  // Unreachable, or there but too busy: a statement ended by its timeout. Either way, try again shortly.
  const databaseMessage = isDatabaseUnavailable(error)
    ? translate('server.databaseUnavailable')
    : isStatementCancelled(error)
      ? translate('server.serviceUnavailable')
      : null;
  if (databaseMessage) {
    return {
      statusCode: 503,
      body: { message: databaseMessage },
      headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
      log: 'warn',
    };
  }
  // A character in the client's text the database cannot store: the request's fault, not a bug to log.
  if (isUnstorableTextRefused(error)) {
    return { statusCode: 400, body: { message: translate('server.badRequest') }, headers: {}, log: 'none' };
  }
  const client = clientErrorStatus(error);
  if (client) {
    return {
      statusCode: client.statusCode,
      body: { message: clientErrorMessage(client.code, client.statusCode) },
      headers: {},
      log: 'none',
    };
  }
  return { statusCode: 500, body: { message: translate('server.internal') }, headers: {}, log: 'error' };
}
