/**
 * `DATABASE_URL=… npm run bench:barrier [-- --rounds 300]`: what the write barrier adds to a write (issue 7, the
 * session cache). With 1, 2, 4 and 8 instances listening on one PostgreSQL database, one of them runs `rounds`
 * barriers in a row (`heardEverywhere`: notify, find the listeners, wait for every answer) and the bench prints the
 * latency percentiles. A write through the API waits this long once before its answer; reads never do.
 */
import os from 'node:os';
import { parseArgs } from 'node:util';
import { listenForAuthChanges, type AuthChangesConnection } from '../server/session-cache/auth-changes.ts';
import { percentile } from './load-stats.ts';
import { createScratchDatabase } from './scratch-database.ts';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '300' } } });
const rounds = Number(values.rounds);
if (!process.env.DATABASE_URL) throw new Error('bench:barrier needs DATABASE_URL (a PostgreSQL server)');

const scratch = await createScratchDatabase(process.env.DATABASE_URL, 'zp_bench_barrier');
// Barriers go on the writer's LISTEN connection: no pool is needed, only where to connect.
const connectTo = { connectionString: scratch.url };
const ignore = () => undefined;
const listener = { onListening: ignore, onChange: ignore, onProven: ignore, onDeaf: ignore };

console.log(
  `bench:barrier on PostgreSQL, ${rounds} barriers per row; Node ${process.version}, ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, load ${os.loadavg()[0]?.toFixed(2)}`,
);
const connections: AuthChangesConnection[] = [];
try {
  for (const instances of [1, 2, 4, 8]) {
    while (connections.length < instances) {
      const connection = listenForAuthChanges(connectTo, listener);
      await connection.firstAttempt;
      connections.push(connection);
    }
    const writer = connections[0];
    if (!writer) throw new Error('no listening connection');
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const started = performance.now();
      await writer.heardEverywhere();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const ms = (value: number) => `${value.toFixed(2)} ms`;
    console.log(
      `${String(instances).padStart(2)} instance(s) listening: p50 ${ms(percentile(times, 0.5))}   p95 ${ms(percentile(times, 0.95))}   p99 ${ms(percentile(times, 0.99))}   max ${ms(times.at(-1) ?? Number.NaN)}`,
    );
  }
} finally {
  await Promise.all(connections.map((connection) => connection.stop()));
  await scratch.drop();
}
