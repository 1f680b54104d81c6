import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../server/http/database-errors.ts';
import { toErrorResponse } from '../../server/http/error-response.ts';
import { serverNl } from '../../i18n/server/core.ts';
import { HttpError, ServiceUnavailableError, ValidationError } from '../../server/http/http-error.ts';

function withFields(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

const refused = withFields('connect ECONNREFUSED 127.0.0.1:5432', {
  code: 'ECONNREFUSED',
  syscall: 'connect',
  address: '127.0.0.1',
  port: 5432,
});

describe('database unreachable', () => {
  it('recognises connection failures and server shutdowns', () => {
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(
      isDatabaseUnavailable(
        withFields('connect ENOENT /data/.s.PGSQL.5432', { code: 'ENOENT', syscall: 'connect' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused, refused], 'connect failed'))).toBe(true);
    expect(
      isDatabaseUnavailable(
        withFields('terminating connection due to administrator command', { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(withFields('the database system is starting up', { code: '57P03' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(withFields('connection failure', { code: '08006' }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  });

  it('looks inside Drizzle’s query error', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused))).toBe(true);
  });

  it('does not mistake failed queries or other errors for an outage', () => {
    expect(isDatabaseUnavailable(withFields('duplicate key value', { code: '23505' }))).toBe(false);
    expect(
      isDatabaseUnavailable(new DrizzleQueryError('insert', [], withFields('dup', { code: '23505' }))),
    ).toBe(false);
    expect(
      isDatabaseUnavailable(withFields('open ENOENT /srv/file', { code: 'ENOENT', syscall: 'open' })),
    ).toBe(false);
    // An outbound HTTP call that failed to connect (fetch wraps the socket error as its cause).
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: refused }))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('error envelope', () => {
  it('sends an HttpError as { message, ...body } with its status and headers', () => {
    const response = toErrorResponse(
      new HttpError(423, 'Bevestig.', { data: { challenge: {} } }, { 'X-A': '1' }),
    );
    expect(response).toEqual({
      statusCode: 423,
      body: { message: 'Bevestig.', data: { challenge: {} } },
      headers: { 'X-A': '1' },
      log: 'none',
    });
  });

  it('sends a ValidationError as 422 with its field map', () => {
    const response = toErrorResponse(new ValidationError({ code: ['Onjuiste code.'] }));
    expect(response.statusCode).toBe(422);
    expect(response.body).toEqual({ message: 'Onjuiste code.', errors: { code: ['Onjuiste code.'] } });
  });

  it('gives a ValidationError without field messages the Dutch text of i18n/server/core.ts', () => {
    expect(new ValidationError({}).message).toBe(serverNl.server.validation);
    expect(new ValidationError({ email: [] }).message).toBe('Niet alle gegevens zijn juist ingevuld.');
  });

  it('sends a ServiceUnavailableError as 503 with Retry-After, logged as a warning', () => {
    const response = toErrorResponse(new ServiceUnavailableError('Even niet.', 5, new Error('redis down')));
    expect(response).toEqual({
      statusCode: 503,
      body: { message: 'Even niet.' },
      headers: { 'Retry-After': '5' },
      log: 'warn',
    });
  });

  it('maps an unreachable database to 503 with Retry-After, logged as a warning', () => {
    expect(toErrorResponse(refused)).toEqual({
      statusCode: 503,
      body: { message: 'De database is niet bereikbaar.' },
      headers: { 'Retry-After': '5' },
      log: 'warn',
    });
  });

  it('maps a statement PostgreSQL ended (statement timeout) to 503 with Retry-After, not to 500', () => {
    const cancelled = withFields('canceling statement due to statement timeout', { code: '57014' });
    for (const error of [cancelled, new DrizzleQueryError('select', [], cancelled)]) {
      expect(toErrorResponse(error)).toEqual({
        statusCode: 503,
        body: { message: 'Dit is tijdelijk niet beschikbaar. Probeer het over een paar seconden opnieuw.' },
        headers: { 'Retry-After': '5' },
        log: 'warn',
      });
    }
    // Only the database's own code counts: the same code on an unrelated error is a bug (500).
    expect(toErrorResponse(new TypeError('fetch failed', { cause: cancelled })).statusCode).toBe(500);
  });

  it('keeps the status of Fastify’s request errors with a Dutch message', () => {
    const json = toErrorResponse(
      withFields('Unexpected end', { code: 'FST_ERR_CTP_INVALID_JSON_BODY', statusCode: 400 }),
    );
    expect(json).toMatchObject({
      statusCode: 400,
      body: { message: 'De meegestuurde gegevens zijn geen geldige JSON.' },
    });
    expect(
      toErrorResponse(withFields('x', { code: 'FST_ERR_CTP_BODY_TOO_LARGE', statusCode: 413 })).statusCode,
    ).toBe(413);
    expect(
      toErrorResponse(withFields('x', { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE', statusCode: 415 }))
        .statusCode,
    ).toBe(415);
  });

  it('does not trust the status of other libraries’ errors, and hides their message', () => {
    const response = toErrorResponse(withFields('upstream said 401: token=abc', { statusCode: 401 }));
    expect(response).toEqual({
      statusCode: 500,
      body: { message: 'Er is iets fout gegaan.' },
      headers: {},
      log: 'error',
    });
    expect(toErrorResponse('a string').statusCode).toBe(500);
  });
});
