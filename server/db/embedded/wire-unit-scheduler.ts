/**
 * Runs the units of work of many client connections on one single-session engine (PGlite), one unit at
 * a time, so that no connection's message ever runs between another connection's messages.
 *
 * Ownership: after a unit, its connection keeps the engine while the engine is inside a transaction
 * block (BEGIN … COMMIT/ROLLBACK) or while the unit ended with Flush (an extended-protocol sequence
 * whose Sync has not come yet: its unnamed statement and portal, and its implicit transaction, must not
 * be touched by anyone else). While a connection owns the engine only its units run; the units of the
 * others wait in arrival order. Without an owner units run in arrival order (FIFO over connections).
 *
 * A connection that goes away while it owns the engine is rolled back (see ROLLBACK_AFTER_DISCONNECT)
 * and the waiting units continue.
 */
import type { UnitEnd } from './wire-framing.ts';

export interface WireEngine {
  /** Runs the messages with no other unit in between, streaming the engine's answer to `onData`. */
  run(messages: Uint8Array, onData: (data: Uint8Array) => void): Promise<void>;
  /** True inside a transaction block (not in the implicit transaction of an unsynced sequence). */
  isInTransaction(): boolean;
}

export interface WireSession {
  /** Receives the whole answer to one unit. */
  deliver(answer: Buffer): void;
  /** The engine threw (not a SQL error: those are part of the answer); the connection must end. */
  fail(error: unknown): void;
}

type JobKind = UnitEnd | 'cleanup';

interface Job {
  session: WireSession;
  messages: Uint8Array;
  kind: JobKind;
}

function frontendMessage(type: string, body: string): Buffer {
  const text = Buffer.from(body ? `${body}\0` : '', 'utf8');
  const message = Buffer.alloc(5 + text.length);
  message.write(type, 0, 'latin1');
  message.writeInt32BE(4 + text.length, 1);
  text.copy(message, 5);
  return message;
}

/**
 * Cleans up after a connection that left while owning the engine, whatever state it left:
 * - inside a transaction block: the first ROLLBACK ends it;
 * - inside an unsynced sequence: ROLLBACK aborts its implicit transaction (PostgreSQL's
 *   UserAbortTransactionBlock in TBLOCK_STARTED), so a half-sent INSERT is not committed by the Sync;
 * - after an error inside an unsynced sequence the engine skips everything until Sync, so the first
 *   ROLLBACK is ignored, the Sync ends the skipping and the second ROLLBACK ends a transaction block.
 * A ROLLBACK with nothing to roll back only warns; the answer is discarded.
 */
export const ROLLBACK_AFTER_DISCONNECT = Buffer.concat([
  frontendMessage('Q', 'ROLLBACK'),
  frontendMessage('S', ''),
  frontendMessage('Q', 'ROLLBACK'),
]);

export class WireUnitScheduler {
  readonly #engine: WireEngine;
  #queue: Job[] = [];
  #owner: WireSession | undefined;
  #running: Job | undefined;
  #busy = false;
  readonly #closed = new WeakSet<WireSession>();
  #idleWaiters: Array<() => void> = [];

  constructor(engine: WireEngine) {
    this.#engine = engine;
  }

  submit(session: WireSession, messages: Uint8Array, end: UnitEnd): void {
    if (this.#closed.has(session)) return;
    this.#queue.push({ session, messages, kind: end });
    void this.#pump();
  }

  /** The connection is gone: drop its waiting units and roll back what it left open. */
  close(session: WireSession): void {
    if (this.#closed.has(session)) return;
    this.#closed.add(session);
    this.#queue = this.#queue.filter((job) => job.session !== session);
    // A running unit is followed up in #run once it has finished.
    if (this.#owner === session && this.#running?.session !== session) this.#enqueueCleanup(session);
    void this.#pump();
  }

  /** Resolves when no unit is running or waiting to run. */
  idle(): Promise<void> {
    if (!this.#busy && this.#queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  get waiting(): number {
    return this.#queue.length;
  }

  #enqueueCleanup(session: WireSession): void {
    this.#queue.unshift({ session, messages: ROLLBACK_AFTER_DISCONNECT, kind: 'cleanup' });
  }

  #take(): Job | undefined {
    const owner = this.#owner;
    const index = owner ? this.#queue.findIndex((job) => job.session === owner) : 0;
    if (index < 0 || index >= this.#queue.length) return undefined;
    return this.#queue.splice(index, 1)[0];
  }

  async #pump(): Promise<void> {
    if (this.#busy) return;
    this.#busy = true;
    try {
      for (let job = this.#take(); job; job = this.#take()) await this.#run(job);
    } finally {
      this.#busy = false;
      if (this.#queue.length === 0) {
        const waiters = this.#idleWaiters;
        this.#idleWaiters = [];
        for (const resolve of waiters) resolve();
      }
    }
  }

  async #run(job: Job): Promise<void> {
    const { session } = job;
    const answer: Buffer[] = [];
    this.#running = job;
    try {
      // PGlite hands out views of its WASM memory: copy before the next write reuses it.
      await this.#engine.run(job.messages, (data) => answer.push(Buffer.from(data)));
    } catch (error) {
      this.#owner = undefined;
      this.#closed.add(session);
      this.#queue = this.#queue.filter((other) => other.session !== session);
      session.fail(error);
      return;
    } finally {
      this.#running = undefined;
    }
    const owns = job.kind !== 'cleanup' && (job.kind === 'flush' || this.#engine.isInTransaction());
    this.#owner = owns ? session : undefined;
    if (this.#closed.has(session)) {
      if (owns) this.#enqueueCleanup(session);
      return;
    }
    session.deliver(answer.length === 1 ? (answer[0] as Buffer) : Buffer.concat(answer));
  }
}
