import { describe, expect, it } from 'vitest';
import {
  ROLLBACK_AFTER_DISCONNECT,
  WireUnitScheduler,
  type WireEngine,
  type WireSession,
} from '../../server/db/embedded/wire-unit-scheduler.ts';

/** An engine whose "units" are words; BEGIN opens a transaction block, COMMIT/ROLLBACK end it. */
function fakeEngine() {
  const log: string[] = [];
  let inTransaction = false;
  let running = 0;
  let overlapped = false;
  const engine: WireEngine = {
    async run(messages, onData) {
      running += 1;
      if (running > 1) overlapped = true;
      const word = Buffer.from(messages).equals(ROLLBACK_AFTER_DISCONNECT)
        ? 'CLEANUP'
        : Buffer.from(messages).toString();
      await new Promise((resolve) => setImmediate(resolve));
      running -= 1;
      if (word === 'CRASH') throw new Error('engine failed');
      log.push(word);
      if (word.endsWith('BEGIN')) inTransaction = true;
      if (word.endsWith('COMMIT') || word === 'CLEANUP') inTransaction = false;
      onData(Buffer.from(`answer to ${word}`));
    },
    isInTransaction: () => inTransaction,
  };
  return { engine, log, overlapped: () => overlapped };
}

function session(name: string) {
  const answers: string[] = [];
  const failures: unknown[] = [];
  const value: WireSession & { name: string; answers: string[]; failures: unknown[] } = {
    name,
    answers,
    failures,
    deliver: (answer) => answers.push(answer.toString()),
    fail: (error) => failures.push(error),
  };
  return value;
}

const unit = (word: string) => Buffer.from(word);

describe('WireUnitScheduler', () => {
  it('runs units one at a time in arrival order and answers each session', async () => {
    const { engine, log, overlapped } = fakeEngine();
    const scheduler = new WireUnitScheduler(engine);
    const a = session('a');
    const b = session('b');
    scheduler.submit(a, unit('a1'), 'sync');
    scheduler.submit(b, unit('b1'), 'query');
    scheduler.submit(a, unit('a2'), 'sync');
    await scheduler.idle();
    expect(log).toEqual(['a1', 'b1', 'a2']);
    expect(overlapped()).toBe(false);
    expect(a.answers).toEqual(['answer to a1', 'answer to a2']);
    expect(b.answers).toEqual(['answer to b1']);
  });

  it('lets only the owner of an open transaction run until it ends', async () => {
    const { engine, log } = fakeEngine();
    const scheduler = new WireUnitScheduler(engine);
    const a = session('a');
    const b = session('b');
    scheduler.submit(a, unit('a BEGIN'), 'query');
    scheduler.submit(b, unit('b1'), 'sync');
    scheduler.submit(b, unit('b2'), 'sync');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['a BEGIN']);
    scheduler.submit(a, unit('a insert'), 'sync');
    scheduler.submit(a, unit('a COMMIT'), 'query');
    await scheduler.idle();
    expect(log).toEqual(['a BEGIN', 'a insert', 'a COMMIT', 'b1', 'b2']);
  });

  it('keeps the engine for a session whose unit ended with Flush until its Sync', async () => {
    const { engine, log } = fakeEngine();
    const scheduler = new WireUnitScheduler(engine);
    const a = session('a');
    const b = session('b');
    scheduler.submit(a, unit('a parse-bind-execute-flush'), 'flush');
    scheduler.submit(b, unit('b1'), 'sync');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log).toEqual(['a parse-bind-execute-flush']);
    scheduler.submit(a, unit('a execute-flush'), 'flush');
    scheduler.submit(a, unit('a sync'), 'sync');
    await scheduler.idle();
    expect(log).toEqual(['a parse-bind-execute-flush', 'a execute-flush', 'a sync', 'b1']);
  });

  it('rolls back an owner that disconnects, drops its units and lets the others continue', async () => {
    const { engine, log } = fakeEngine();
    const scheduler = new WireUnitScheduler(engine);
    const a = session('a');
    const b = session('b');
    scheduler.submit(a, unit('a BEGIN'), 'query');
    scheduler.submit(b, unit('b1'), 'sync');
    await new Promise((resolve) => setTimeout(resolve, 20));
    scheduler.close(a);
    scheduler.submit(a, unit('a late'), 'sync');
    await scheduler.idle();
    expect(log).toEqual(['a BEGIN', 'CLEANUP', 'b1']);
    expect(b.answers).toEqual(['answer to b1']);
  });

  it('rolls back after the running unit when its session disconnects during it', async () => {
    const { engine, log } = fakeEngine();
    const scheduler = new WireUnitScheduler(engine);
    const a = session('a');
    const b = session('b');
    scheduler.submit(a, unit('a BEGIN'), 'query');
    scheduler.submit(b, unit('b1'), 'sync');
    scheduler.close(a);
    await scheduler.idle();
    expect(log).toEqual(['a BEGIN', 'CLEANUP', 'b1']);
    expect(a.answers).toEqual([]);
  });

  it('does not roll back for a session that disconnects without owning the engine', async () => {
    const { engine, log } = fakeEngine();
    const scheduler = new WireUnitScheduler(engine);
    const a = session('a');
    const b = session('b');
    scheduler.submit(b, unit('b BEGIN'), 'query');
    scheduler.submit(a, unit('a1'), 'sync');
    scheduler.close(a);
    scheduler.submit(b, unit('b COMMIT'), 'query');
    await scheduler.idle();
    expect(log).toEqual(['b BEGIN', 'b COMMIT']);
  });

  it('fails the session whose unit makes the engine throw, and goes on with the others', async () => {
    const { engine, log } = fakeEngine();
    const scheduler = new WireUnitScheduler(engine);
    const a = session('a');
    const b = session('b');
    scheduler.submit(a, unit('CRASH'), 'sync');
    scheduler.submit(a, unit('a2'), 'sync');
    scheduler.submit(b, unit('b1'), 'sync');
    await scheduler.idle();
    expect(a.failures).toHaveLength(1);
    expect(log).toEqual(['b1']);
  });
});
