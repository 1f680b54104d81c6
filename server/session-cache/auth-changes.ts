import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** The channel the triggers of migration 0017 notify on when sessions or permissions change. */
export const AUTH_CHANGES_CHANNEL = 'zp_auth';
/** Where each listening instance answers a barrier (see `heardEverywhere`). */
export const AUTH_ACKS_CHANNEL = 'zp_auth_ack';
/** A notification on AUTH_CHANGES_CHANNEL with this prefix is a barrier, not a change. */
const BARRIER_PREFIX = 'barrier:';
/** Listening connections name themselves so, with their instance id: a writer finds them in pg_stat_activity. */
const LISTENER_NAME_PREFIX = 'zp-auth-listener:';
/** Wait before opening a LISTEN connection again after it dropped (database restart, network). */
export const AUTH_CHANGES_RETRY_MS = 1000;

const CONNECT_TIMEOUT_MS = 5000;
/** A `SELECT 1` this often proves the connection alive and renews the instance's lease. */
export const AUTH_CHANGES_HEARTBEAT_MS = 1000;
/**
 * An instance trusts what it keeps only while its last proof of hearing is at most this old, and a heartbeat that
 * takes longer drops the connection. A connection can die without a word (a cut network sends no reset), and an
 * instance can stall: either way it stops trusting its cache within this time, so a writer that gets no answer
 * from it (`heardEverywhere`) need wait no longer than this.
 */
export const AUTH_CHANGES_LEASE_MS = 3000;
/** How long a writer waits for every listening instance to answer its barrier: past the lease, plus a margin. */
export const AUTH_BARRIER_WAIT_MS = AUTH_CHANGES_LEASE_MS + 500;

export interface AuthChangeListener {
  /** The connection listens: every change from now on will be heard. */
  onListening(): void;
  /** A change was committed somewhere. */
  onChange(): void;
  /**
   * Every change committed before `sentAt` (a `performance.now()` time) has been heard: a heartbeat sent then was
   * answered, and PostgreSQL delivers notifications before the answer.
   */
  onProven(sentAt: number): void;
  /** The connection dropped (`error`) or was closed (undefined): changes may go unheard until `onListening`. */
  onDeaf(error: unknown): void;
}

/** Runs a query on the LISTEN connection, after those before it; `beforeSending` is called just before. */
type Send = <Row extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values?: unknown[],
  beforeSending?: () => void,
) => Promise<pg.QueryResult<Row>>;

export interface AuthChangesConnection {
  /** Settles when the first attempt to listen has succeeded or failed (an app is ready after it). */
  firstAttempt: Promise<void>;
  /**
   * Call after committing a change (or possibly one): settles once every instance listening on this database has
   * heard everything committed before it, or, for one that does not answer, once its lease has run out.
   */
  heardEverywhere(): Promise<void>;
  /** Closes the connection for good. */
  stop(): Promise<void>;
}

/**
 * Keeps one connection (outside the pool, with the pool's settings) that LISTENs on AUTH_CHANGES_CHANNEL, and
 * opens it again every AUTH_CHANGES_RETRY_MS after it drops.
 *
 * Barriers make a change count at once on every instance. A writer notifies `barrier:<id>` after its commit; every
 * listening instance handles notifications in commit order, so when it sees the barrier it has already emptied its
 * cache for the change, and it answers `<id> <instance>` on AUTH_ACKS_CHANNEL (the writer's own instance answers
 * itself). The writer answers its client once every listener it found in pg_stat_activity has answered.
 */
export function listenForAuthChanges(
  poolOptions: pg.PoolConfig,
  listener: AuthChangeListener,
): AuthChangesConnection {
  const instanceId = randomUUID();
  /** Open barriers of this instance: id → told each instance that answers it. */
  const barriers = new Map<string, (instance: string) => void>();
  let client: pg.Client | undefined;
  /** Runs a query on the listening connection, while there is one. */
  let sendWhileListening: Send | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let listening = false;
  let stopped = false;

  const reopenLater = (error: unknown) => {
    if (!client) return;
    client = undefined;
    sendWhileListening = undefined;
    clearInterval(heartbeat);
    if (listening) listener.onDeaf(error);
    listening = false;
    if (!stopped) retry = setTimeout(open, AUTH_CHANGES_RETRY_MS).unref();
  };

  function open(): Promise<void> {
    const opening = new pg.Client({
      ...poolOptions,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: AUTH_CHANGES_LEASE_MS,
      keepAlive: true,
    });
    const drop = (error: unknown) => {
      if (client === opening) reopenLater(error);
      void opening.end().catch(() => undefined);
    };
    client = opening;
    // One query at a time on this connection (pg deprecates queueing on a busy client).
    let queue = Promise.resolve();
    const send: Send = (text, values, beforeSending) => {
      const sent = queue.then(() => {
        beforeSending?.();
        return opening.query(text, values);
      });
      queue = sent.then(
        () => undefined,
        () => undefined,
      );
      return sent;
    };
    opening.on('notification', ({ channel, payload = '' }) => {
      if (channel === AUTH_ACKS_CHANNEL) {
        const [barrier = '', instance = ''] = payload.split(' ');
        barriers.get(barrier)?.(instance);
      } else if (!payload.startsWith(BARRIER_PREFIX)) {
        listener.onChange();
      } else {
        const barrier = payload.slice(BARRIER_PREFIX.length);
        // Our own barrier needs no answer through the database: having seen it is the answer.
        const ours = barriers.get(barrier);
        if (ours) ours(instanceId);
        else send('SELECT pg_notify($1, $2)', [AUTH_ACKS_CHANNEL, `${barrier} ${instanceId}`]).catch(drop);
      }
    });
    opening.on('error', drop);
    opening.on('end', () => {
      if (client === opening) reopenLater(new Error('LISTEN connection ended'));
    });
    let proving = false;
    const prove = () => {
      if (proving) return;
      proving = true;
      // Taken before the query waits its turn: a proof never reaches later than its query was sent.
      const sentAt = performance.now();
      send('SELECT 1')
        .then(() => listener.onProven(sentAt))
        .catch(drop)
        .finally(() => (proving = false));
    };
    return (
      opening
        .connect()
        // Named only once it listens: a writer waits for the instances it finds by that name.
        .then(() =>
          opening.query(
            `LISTEN ${AUTH_CHANGES_CHANNEL}; LISTEN ${AUTH_ACKS_CHANNEL}; SET application_name = '${LISTENER_NAME_PREFIX}${instanceId}'`,
          ),
        )
        .then(() => {
          if (client !== opening || stopped) return;
          listening = true;
          sendWhileListening = send;
          listener.onListening();
          heartbeat = setInterval(prove, AUTH_CHANGES_HEARTBEAT_MS).unref();
        })
        .catch(drop)
    );
  }

  /** The next barrier, while it waits its turn on the connection: writes that come meanwhile share it. */
  let nextBarrier: Promise<void> | undefined;

  function heardEverywhere(): Promise<void> {
    const send = sendWhileListening;
    // Without a listening connection nothing can be sent or heard: wait until no instance trusts a cache that may
    // have missed a change.
    if (!send) return sleep(AUTH_BARRIER_WAIT_MS);
    nextBarrier ??= barrierThrough(send, () => (nextBarrier = undefined));
    return nextBarrier;
  }

  /** One barrier for every change committed before it is sent (then `onSent`). */
  async function barrierThrough(send: Send, onSent: () => void): Promise<void> {
    const id = randomUUID();
    const answered = new Set<string>();
    let listeners: string[] | undefined;
    let settle!: () => void;
    const settled = new Promise<void>((resolve) => (settle = resolve));
    const check = () => {
      if (listeners?.every((instance) => answered.has(instance))) settle();
    };
    let deadline: NodeJS.Timeout | undefined;
    const sent = () => {
      onSent();
      // Every change this barrier covers is committed by now: an instance that does not answer stops trusting its
      // cache before this runs out.
      deadline ??= setTimeout(settle, AUTH_BARRIER_WAIT_MS);
    };
    barriers.set(id, (instance) => {
      answered.add(instance);
      check();
    });
    try {
      // On the listening connection (it hears the answers), in one statement: the listeners are read before the
      // barrier commits; one that starts listening after that starts with an empty cache.
      const { rows } = await send<{ listeners: string[] }>(
        `SELECT pg_notify($1, $2), array(
           SELECT substr(application_name, $3) FROM pg_stat_activity
           WHERE datname = current_database() AND starts_with(application_name, $4)
         ) AS listeners`,
        [
          AUTH_CHANGES_CHANNEL,
          `${BARRIER_PREFIX}${id}`,
          LISTENER_NAME_PREFIX.length + 1,
          LISTENER_NAME_PREFIX,
        ],
        sent,
      );
      listeners = rows[0]?.listeners ?? [];
      check();
    } catch {
      // The connection broke under the barrier: no answers will come; the deadline runs.
      if (deadline === undefined) sent();
    }
    await settled;
    clearTimeout(deadline);
    barriers.delete(id);
  }

  const firstAttempt = open();
  return {
    firstAttempt,
    heardEverywhere,
    async stop() {
      stopped = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const closing = client;
      client = undefined;
      sendWhileListening = undefined;
      if (listening) listener.onDeaf(undefined);
      listening = false;
      await closing?.end().catch(() => undefined);
    },
  };
}
