import { translate } from '../../i18n/server/translate.ts';

/**
 * The API's error vocabulary (spec §8, docs/architecture.md "The HTTP contract"). Throw one of these from a route or
 * action; the error
 * handler turns it into the envelope `{ message, ...body }` with the right status and headers.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Record<string, unknown>;
  readonly headers: Record<string, string>;

  constructor(
    statusCode: number,
    message: string,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) {
    super(message);
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

/** 422 with per-field Dutch messages. */
export class ValidationError extends HttpError {
  constructor(errors: FieldErrors, message?: string) {
    super(422, message ?? firstMessage(errors), { errors });
  }
}

function firstMessage(errors: FieldErrors): string {
  const first = Object.values(errors).find((messages) => messages.length > 0)?.[0];
  return first ?? translate('server.validation');
}

/**
 * 503 because a service we depend on (Redis, …) cannot be reached: the client may retry after
 * `retryAfterSeconds`. Logged as a warning with its cause, not as a bug.
 */
export class ServiceUnavailableError extends HttpError {
  constructor(message: string, retryAfterSeconds: number, cause?: unknown) {
    super(503, message, {}, { 'Retry-After': String(retryAfterSeconds) });
    this.cause = cause;
  }
}
