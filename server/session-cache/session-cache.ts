import { AUTH_CHANGES_LEASE_MS } from './auth-changes.ts';
import type { Db } from '../db/client.ts';
import type { SessionContext } from '../http/request-context.ts';

/** Sessions one instance keeps at most; past it the cache starts afresh (each is one indexed read away). */
export const SESSION_CACHE_SIZE = 10_000;

/**
 * The sessions an instance has read, by token hash, kept only while the instance hears every change: it is
 * switched on by a LISTEN connection (server/session-cache/auth-changes.ts) and off, and emptied, when that connection
 * drops. Any change that can end, alter or re-permission a session anywhere — a logout, "log out all other
 * sessions", a confirmation, a password reset, a permission change — empties it (triggers of migration 0017 send
 * the notification in the writing transaction; this instance also empties it itself before answering a write).
 *
 * `epoch` moves with every emptying, so a lookup that read the database before a change and finishes after it
 * does not put its older answer back (`keep` refuses it).
 *
 * What it keeps is trusted only under a lease: while the last proof that the connection hears (a heartbeat
 * answered, server/session-cache/auth-changes.ts) is at most AUTH_CHANGES_LEASE_MS old. A writer waits that long at most for
 * an instance that does not answer its barrier, so a stalled instance never serves a session a change has ended.
 */
export class SessionCache {
  #entries = new Map<string, SessionContext>();
  #listeners = 0;
  #epoch = 0;
  #provenAt = Number.NEGATIVE_INFINITY;

  get epoch(): number {
    return this.#epoch;
  }

  get active(): boolean {
    return this.#listeners > 0;
  }

  /** Active, and its lease has not run out. */
  get trusted(): boolean {
    return this.active && performance.now() - this.#provenAt <= AUTH_CHANGES_LEASE_MS;
  }

  get(tokenHash: string): SessionContext | undefined {
    return this.trusted ? this.#entries.get(tokenHash) : undefined;
  }

  /** Keeps a session read from the database, unless the cache was emptied since `epoch` was taken. */
  keep(tokenHash: string, session: SessionContext, epoch: number): void {
    if (!this.active || epoch !== this.#epoch) return;
    if (this.#entries.size >= SESSION_CACHE_SIZE) this.#entries.clear();
    this.#entries.set(tokenHash, session);
  }

  forget(): void {
    this.#epoch += 1;
    this.#entries.clear();
  }

  /** A LISTEN connection is up: from now on every change is heard. */
  listening(): void {
    this.forget();
    this.#listeners += 1;
    this.proven(performance.now());
  }

  /** Every change committed before `sentAt` (a `performance.now()` time) has been heard: the lease runs from then. */
  proven(sentAt: number): void {
    this.#provenAt = Math.max(this.#provenAt, sentAt);
  }

  /** A LISTEN connection dropped: changes may go unheard, so keep nothing until it is back. */
  deaf(): void {
    this.forget();
    this.#listeners = Math.max(0, this.#listeners - 1);
  }
}

/** Per database handle: the functions that read and write sessions get the handle, not the app. */
const caches = new WeakMap<Db, SessionCache>();

export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
}

/**
 * Call after this instance wrote a session change: the next request here must not wait for the notification.
 * Other instances hear it through the trigger.
 */
export function forgetSessions(db: Db): void {
  caches.get(db)?.forget();
}
