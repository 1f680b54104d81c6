import pg from 'pg';

/** The channel the triggers of migration 0017 notify on when sessions or permissions change. */
export const AUTH_CHANGES_CHANNEL = 'zp_auth';
/** Wait before opening a LISTEN connection again after it dropped (database restart, network). */
export const AUTH_CHANGES_RETRY_MS = 1000;

const CONNECT_TIMEOUT_MS = 5000;
/**
 * A connection can die without a word (a cut network sends no reset): the instance would then keep sessions while
 * hearing nothing. A `SELECT 1` this often, answered within the same time, proves it alive; else it is reopened.
 */
export const AUTH_CHANGES_HEARTBEAT_MS = 5000;

export interface AuthChangeListener {
  /** The connection listens: every change from now on will be heard. */
  onListening(): void;
  /** A change was committed somewhere. */
  onChange(): void;
  /** The connection dropped (`error`) or was closed (undefined): changes may go unheard until `onListening`. */
  onDeaf(error: unknown): void;
}

export interface AuthChangesConnection {
  /** Settles when the first attempt to listen has succeeded or failed (an app is ready after it). */
  firstAttempt: Promise<void>;
  /** Closes the connection for good. */
  stop(): Promise<void>;
}

/**
 * Keeps one connection (outside the pool, with the pool's settings) that LISTENs on AUTH_CHANGES_CHANNEL, and
 * opens it again every AUTH_CHANGES_RETRY_MS after it drops.
 */
export function listenForAuthChanges(
  poolOptions: pg.PoolConfig,
  listener: AuthChangeListener,
): AuthChangesConnection {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let listening = false;
  let stopped = false;

  const reopenLater = (error: unknown) => {
    if (!client) return;
    client = undefined;
    clearInterval(heartbeat);
    if (listening) listener.onDeaf(error);
    listening = false;
    if (!stopped) retry = setTimeout(open, AUTH_CHANGES_RETRY_MS).unref();
  };

  function open(): Promise<void> {
    const opening = new pg.Client({
      ...poolOptions,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: AUTH_CHANGES_HEARTBEAT_MS,
      keepAlive: true,
    });
    const drop = (error: unknown) => {
      if (client === opening) reopenLater(error);
      void opening.end().catch(() => undefined);
    };
    client = opening;
    opening.on('notification', (message) => {
      if (message.channel === AUTH_CHANGES_CHANNEL) listener.onChange();
    });
    opening.on('error', drop);
    opening.on('end', () => {
      if (client === opening) reopenLater(new Error('LISTEN connection ended'));
    });
    return opening
      .connect()
      .then(() => opening.query(`LISTEN ${AUTH_CHANGES_CHANNEL}`))
      .then(() => {
        if (client !== opening || stopped) return;
        listening = true;
        listener.onListening();
        heartbeat = setInterval(() => {
          opening.query('SELECT 1').catch(drop);
        }, AUTH_CHANGES_HEARTBEAT_MS).unref();
      })
      .catch(drop);
  }

  const firstAttempt = open();
  return {
    firstAttempt,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const closing = client;
      client = undefined;
      if (listening) listener.onDeaf(undefined);
      listening = false;
      await closing?.end().catch(() => undefined);
    },
  };
}
