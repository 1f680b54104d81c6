import type { App } from '../app-types.ts';
import { listenForAuthChanges, type AuthChangesConnection } from './auth-changes.ts';
import { sessionCacheOf } from './session-cache.ts';

/**
 * On PostgreSQL (with SESSION_CACHE on) sessions are kept between requests while a LISTEN connection hears every
 * change; the embedded store serves one process and asks the database each time.
 *
 * A request that may have changed something (any method but GET, HEAD and OPTIONS) is answered only once every
 * instance has heard what it committed (a barrier, auth-changes.ts): a logout or a permission change
 * counts from the client's very next request, whichever instance serves it. A request that failed on our side
 * (5xx) is answered at once; a change it may have committed is heard when its notification arrives.
 */
export function keepSessionsWhileListening(app: App): void {
  const { database, config } = app;
  if (!config.SESSION_CACHE || database.kind !== 'postgres') return;
  const cache = sessionCacheOf(database.db);
  let connection: AuthChangesConnection | undefined;
  // Ready after the first attempt, so a started instance keeps sessions from its first request on.
  app.addHook('onReady', async () => {
    connection = listenForAuthChanges(database.pool.options, {
      onListening: () => cache.listening(),
      onChange: () => cache.forget(),
      onProven: (sentAt) => cache.proven(sentAt),
      onDeaf: (error) => {
        cache.deaf();
        if (error)
          app.log.warn({ err: error }, 'sessions are read each time until the LISTEN connection is back');
      },
    });
    await connection.firstAttempt;
  });
  app.addHook('onSend', async (request, reply) => {
    if (READ_ONLY_METHODS.has(request.method) || reply.statusCode >= 500) return;
    await connection?.heardEverywhere();
  });
  app.addHook('onClose', async () => {
    await connection?.stop();
  });
}

const READ_ONLY_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
