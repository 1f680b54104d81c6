import { serialize } from 'pg-protocol';
import { describe, expect, it } from 'vitest';
import { FrontendFramer, type FrontendEvent } from '../../server/db/embedded/wire-framing.ts';

// The bytes node-postgres itself sends (pg-protocol is pg's serializer).
const startup = serialize.startup({ user: 'postgres', database: 'postgres' });
const extendedQuery = (text: string, values: string[]): Buffer[] => [
  serialize.parse({ text }),
  serialize.bind({ values }),
  serialize.describe({ type: 'P' }),
  serialize.execute(),
  serialize.sync(),
];
const cancelRequest = serialize.cancel(1234, 5678);

function feed(chunks: Buffer[]): FrontendEvent[] {
  const framer = new FrontendFramer();
  return chunks.flatMap((chunk) => framer.push(chunk));
}

function split(bytes: Buffer, size: number): Buffer[] {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < bytes.length; offset += size)
    chunks.push(bytes.subarray(offset, offset + size));
  return chunks;
}

const started = (...rest: Buffer[]) => Buffer.concat([startup, ...rest]);

describe('FrontendFramer', () => {
  it('frames the startup message wherever the chunks split it', () => {
    for (let size = 1; size <= startup.length; size += 1) {
      const events = feed(split(startup, size));
      expect(events).toEqual([{ type: 'startup', message: startup }]);
    }
  });

  it('answers SSLRequest and GSSENCRequest before startup, then frames the startup', () => {
    const gssenc = Buffer.alloc(8);
    gssenc.writeInt32BE(8, 0);
    gssenc.writeInt32BE(80877104, 4);
    const events = feed(split(Buffer.concat([serialize.requestSsl(), gssenc, startup]), 3));
    expect(events.map((event) => event.type)).toEqual([
      'encryption-request',
      'encryption-request',
      'startup',
    ]);
  });

  it('reports a CancelRequest', () => {
    expect(feed([cancelRequest])).toEqual([{ type: 'cancel-request' }]);
  });

  it('rejects an unknown or oversized startup packet and reads nothing after it', () => {
    const version2 = Buffer.from([0, 0, 0, 8, 0, 2, 0, 0]);
    const framer = new FrontendFramer();
    expect(framer.push(version2)).toEqual([
      { type: 'protocol-error', reason: 'unsupported startup code 131072' },
    ]);
    expect(framer.push(startup)).toEqual([]);
    const huge = Buffer.from([0, 1, 0, 0, 0, 3, 0, 0]);
    expect(feed([huge])[0]?.type).toBe('protocol-error');
  });

  it('rejects a typed message with a length below 4', () => {
    const bad = Buffer.from([0x51, 0, 0, 0, 3]);
    expect(feed([started(bad)]).at(-1)?.type).toBe('protocol-error');
  });

  it('batches an extended-protocol sequence into one unit that ends with its Sync', () => {
    const sequence = Buffer.concat(extendedQuery('SELECT $1::int', ['7']));
    const framer = new FrontendFramer();
    framer.push(startup);
    // Nothing runs until the Sync has arrived completely.
    for (let offset = 0; offset < sequence.length - 1; offset += 1) {
      expect(framer.push(sequence.subarray(offset, offset + 1))).toEqual([]);
    }
    expect(framer.push(sequence.subarray(sequence.length - 1))).toEqual([
      { type: 'unit', messages: sequence, end: 'sync' },
    ]);
  });

  it('cuts pipelined sequences and simple queries into separate units, in order', () => {
    const first = Buffer.concat(extendedQuery('SELECT $1::int', ['1']));
    const second = serialize.query('SELECT 2');
    const third = Buffer.concat(extendedQuery('SELECT $1::text', ['drie']));
    const all = started(first, second, third);
    for (const size of [1, 7, 64, all.length]) {
      const units = feed(split(all, size)).filter((event) => event.type === 'unit');
      expect(units).toEqual([
        { type: 'unit', messages: first, end: 'sync' },
        { type: 'unit', messages: second, end: 'query' },
        { type: 'unit', messages: third, end: 'sync' },
      ]);
    }
  });

  it('ends a unit at Flush, as pg does when it reads rows in pages', () => {
    const page = (rows: number) => [serialize.execute({ rows }), serialize.flush()];
    const open = Buffer.concat([
      serialize.parse({ text: 'SELECT generate_series(1, 10)' }),
      serialize.bind(),
      serialize.describe({ type: 'P' }),
      ...page(3),
    ]);
    const next = Buffer.concat(page(3));
    const events = feed([started(open), next, serialize.sync()]);
    expect(events.slice(1)).toEqual([
      { type: 'unit', messages: open, end: 'flush' },
      { type: 'unit', messages: next, end: 'flush' },
      { type: 'unit', messages: serialize.sync(), end: 'sync' },
    ]);
  });

  it('stops at Terminate and drops the unsynced messages before it', () => {
    const framer = new FrontendFramer();
    framer.push(startup);
    const events = framer.push(Buffer.concat([serialize.parse({ text: 'SELECT 1' }), serialize.end()]));
    expect(events).toEqual([{ type: 'terminate' }]);
    expect(framer.push(serialize.query('SELECT 1'))).toEqual([]);
  });

  it('reassembles a large message from many chunks', () => {
    const values = ['x'.repeat(1_000_000)];
    const sequence = Buffer.concat(extendedQuery('SELECT length($1)', values));
    const events = feed(split(started(sequence), 65_536));
    expect(events).toEqual([
      { type: 'startup', message: startup },
      { type: 'unit', messages: sequence, end: 'sync' },
    ]);
  });

  it('gives the same events for any random chunking of a mixed stream', () => {
    const stream = started(
      ...extendedQuery('SELECT $1', ['a']),
      serialize.query('BEGIN'),
      ...extendedQuery('INSERT INTO t VALUES ($1)', ['b']),
      serialize.close({ type: 'S' }),
      serialize.sync(),
      serialize.query('COMMIT'),
    );
    const expected = feed([stream]);
    expect(expected.map((event) => event.type)).toEqual(['startup', 'unit', 'unit', 'unit', 'unit', 'unit']);
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 200; run += 1) {
      const chunks: Buffer[] = [];
      for (let offset = 0; offset < stream.length;) {
        const size = 1 + Math.floor(random() * 40);
        chunks.push(stream.subarray(offset, offset + size));
        offset += size;
      }
      expect(feed(chunks)).toEqual(expected);
    }
  });
});
