import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { StoreLockedError } from '../../server/db/embedded/store-lock.ts';
import { describeStartError, showsStack, type StartSettings } from '../../server/start-error.ts';

const embedded: StartSettings = {
  HOST: 'localhost',
  PORT: 8080,
  DATA_DIR: './data',
  DATABASE_URL: undefined,
};
const postgres: StartSettings = {
  ...embedded,
  DATABASE_URL: 'postgres://zorg:geheim@db.internal:5433/zorgportaal',
};

function withFields(message: string, fields: Record<string, unknown>): Error {
  return Object.assign(new Error(message), fields);
}

describe('describeStartError', () => {
  it('names the port and PORT when the port is taken or not allowed', () => {
    const inUse = withFields('listen EADDRINUSE: address already in use 127.0.0.1:8080', {
      code: 'EADDRINUSE',
      syscall: 'listen',
    });
    expect(describeStartError(inUse, embedded)).toBe(
      'Poort 8080 is al in gebruik. Stop het programma dat die poort gebruikt, of kies met PORT een andere poort.',
    );
    const denied = withFields('listen EACCES: permission denied 0.0.0.0:80', {
      code: 'EACCES',
      syscall: 'listen',
    });
    expect(describeStartError(denied, { ...embedded, PORT: 80 })).toBe(
      'Poort 80 mag dit proces niet openen. Kies met PORT een poort boven 1023.',
    );
  });

  it('names HOST when it is no address of this machine', () => {
    const error = withFields('getaddrinfo ENOTFOUND portaal.invalid', {
      code: 'ENOTFOUND',
      syscall: 'getaddrinfo',
      hostname: 'portaal.invalid',
    });
    expect(describeStartError(error, { ...embedded, HOST: 'portaal.invalid' })).toBe(
      'Op adres portaal.invalid kan de server niet luisteren. Controleer HOST.',
    );
  });

  it('names DATABASE_URL (without its password) when PostgreSQL cannot be reached or refuses us', () => {
    const refused = withFields('connect ECONNREFUSED 10.0.0.7:5433', {
      code: 'ECONNREFUSED',
      syscall: 'connect',
    });
    const unreachable = describeStartError(new AggregateError([refused, refused]), postgres);
    expect(unreachable).toBe(
      'De database uit DATABASE_URL (db.internal:5433/zorgportaal) is niet bereikbaar: connect ECONNREFUSED ' +
        '10.0.0.7:5433; connect ECONNREFUSED 10.0.0.7:5433. Controleer DATABASE_URL en of PostgreSQL draait.',
    );
    const badPassword = withFields('password authentication failed for user "zorg"', { code: '28P01' });
    const wrapped = new DrizzleQueryError('select 1', [], badPassword);
    const message = describeStartError(wrapped, postgres);
    expect(message).toContain(
      'De database uit DATABASE_URL (db.internal:5433/zorgportaal) weigert de verbinding',
    );
    expect(message).toContain('password authentication failed');
    for (const text of [unreachable, message]) expect(text).not.toContain('geheim');
  });

  it('says which process holds a locked embedded store', () => {
    const error = new StoreLockedError(
      '/srv/data/pglite.pid',
      4242,
      'it does not answer on /srv/data/.s.PGSQL.5432',
    );
    expect(describeStartError(error, embedded)).toBe(
      'De ingebouwde database in ./data (DATA_DIR) is in gebruik door proces 4242 (lockbestand ' +
        '/srv/data/pglite.pid). Stop dat proces, of verwijder het lockbestand als dat proces niet meer bestaat.',
    );
  });

  it('gives anything else as one line with its message, no stack', () => {
    const message = describeStartError(new Error('something odd'), embedded);
    expect(message).toBe('Starten mislukt: something odd');
    expect(message).not.toContain('\n');
  });

  it('shows the stack only when debugging', () => {
    expect(showsStack('debug')).toBe(true);
    expect(showsStack('trace')).toBe(true);
    expect(showsStack('info')).toBe(false);
    expect(showsStack(undefined)).toBe(false);
  });
});
