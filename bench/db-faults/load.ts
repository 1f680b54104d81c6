/**
 * A steady load on the API: writers that each create regions one after another (unique names with a prefix,
 * so the database can be counted afterwards), and readers that list regions. Every answer is kept with its
 * times (performance.now()) for the phase figures.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { HttpAnswer, HttpClient } from './http-client.ts';

export interface Sample {
  kind: 'write' | 'read';
  start: number;
  end: number;
  status: HttpAnswer['status'];
  /** A non-2xx answer carries the error envelope `{ message: string }`. */
  envelope: boolean;
  /** For writes: the region name sent. */
  name?: string;
}

export interface LoadOptions {
  writers: number;
  readers: number;
  /** Prefix of the region names; the names are `<prefix><n>`. */
  prefix: string;
  /** Pause between two requests of one worker, so that the load is steady rather than flat out. */
  pauseMs: number;
}

export interface RunningLoad {
  samples: Sample[];
  /** Lets every worker finish its request in flight, then resolves. */
  stop(): Promise<void>;
}

function hasEnvelope(answer: HttpAnswer): boolean {
  const body = answer.body as { message?: unknown } | null;
  return typeof body === 'object' && body !== null && typeof body.message === 'string' && body.message !== '';
}

export function startLoad(client: HttpClient, options: LoadOptions): RunningLoad {
  const samples: Sample[] = [];
  let running = true;
  let counter = 0;
  const record = (kind: Sample['kind'], start: number, answer: HttpAnswer, name?: string) => {
    samples.push({
      kind,
      start,
      end: performance.now(),
      status: answer.status,
      envelope: typeof answer.status === 'number' && answer.status < 300 ? true : hasEnvelope(answer),
      ...(name === undefined ? {} : { name }),
    });
  };
  const writer = async () => {
    while (running) {
      counter += 1;
      const name = `${options.prefix}${counter}`;
      const start = performance.now();
      record('write', start, await client.post('/api/regions', { name }), name);
      await sleep(options.pauseMs);
    }
  };
  const reader = async () => {
    while (running) {
      const start = performance.now();
      record('read', start, await client.get('/api/regions?perPage=5&sort=name&order=desc'));
      await sleep(options.pauseMs);
    }
  };
  const workers = [
    ...Array.from({ length: options.writers }, writer),
    ...Array.from({ length: options.readers }, reader),
  ];
  return {
    samples,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

/** Names of the writes the server acknowledged (201). */
export function acknowledged(samples: Sample[]): Set<string> {
  return new Set(samples.flatMap((s) => (s.kind === 'write' && s.status === 201 && s.name ? [s.name] : [])));
}

/** "201 × 40, 503 × 12, network × 1" */
export function statusCounts(samples: Sample[]): string {
  const counts = new Map<string, number>();
  for (const sample of samples)
    counts.set(String(sample.status), (counts.get(String(sample.status)) ?? 0) + 1);
  return (
    [...counts]
      .sort()
      .map(([status, count]) => `${status} × ${count}`)
      .join(', ') || 'none'
  );
}
