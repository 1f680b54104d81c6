import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../resources/permissions.ts';
import { wrapPool, type Db } from '../../server/db/client.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { listWriteCases } from '../helpers/list-write-cases.ts';

/**
 * Issue 26, finding 4: administrators saving one record's list at the same moment. Every write that replaces a whole
 * list of child rows (tests/helpers/list-write-cases.ts: every reference list of the definitions, an employee's
 * regions, a profile's expertises) is released with 2, 6 and 12 writers at once, each sending a different list.
 * Each must answer 200 with the list it sent, and the list stored after must be exactly one writer's list: never a
 * 500 from a duplicate join row, never a merge of two lists (a removal answered 200 and yet undone).
 * On PostgreSQL also with two app instances (each its own connections) on one database.
 */

const WRITER_COUNTS = [2, 6, 12];
/** Enough for every request of the file from one address (rate limits are not what is tested here). */
const ENV = { RATE_LIMIT_PER_MINUTE: '100000' };

interface Stage {
  db: Db;
  /** Two administrators; writer `i` uses `admins[i % 2]` (on two instances: one on each). */
  admins: ApiClient[];
  close(): Promise<void>;
}

/** An administrator holding every permission, re-confirmed (roles need it), signed in on `ctx`. */
async function administrator(ctx: TestContext): Promise<ApiClient> {
  const { client } = await signedInClient(ctx, [...PERMISSIONS]);
  await confirmSession(client);
  return client;
}

async function oneInstance(): Promise<Stage> {
  const ctx = await createTestApp(ENV);
  return {
    db: ctx.database.db,
    admins: [await administrator(ctx), await administrator(ctx)],
    close: () => ctx.close(),
  };
}

async function twoInstances(): Promise<Stage> {
  const first = await createTestApp(ENV);
  const pool = new pg.Pool({ ...first.database.pool.options });
  const second = await createTestApp(ENV, { database: wrapPool(pool, 'postgres') });
  // Signed in through the first instance; the session is the cookie, so the second serves it too.
  const other = await administrator(first);
  const onSecond = new ApiClient(second.app);
  for (const [name, value] of other.cookies) onSecond.cookies.set(name, value);
  return {
    db: first.database.db,
    admins: [await administrator(first), onSecond],
    async close() {
      await second.close();
      await second.database.close();
      await first.close();
    },
  };
}

const { cases, unwritable } = listWriteCases();

function concurrentWrites(start: () => Promise<Stage>) {
  let stage: Stage;
  beforeAll(async () => {
    stage = await start();
  });
  afterAll(() => stage?.close());

  it('knows how to write every reference list of the definitions', () => {
    expect(unwritable).toEqual([]);
  });

  describe.each(cases)('$name', (listCase) => {
    it.each(WRITER_COUNTS)('%i writers at once: each 200 with its list, one list stored', async (writers) => {
      const owner = await listCase.prepare(stage.db, writers);
      const start = await owner.write(stage.admins[0]!, owner.listOf(writers));
      expect(start.statusCode, start.body).toBe(200);

      const sent = Array.from({ length: writers }, (_, index) => owner.listOf(index));
      // The barrier: every request is started before any is awaited.
      const answers = await Promise.all(
        sent.map((list, index) => owner.write(stage.admins[index % stage.admins.length]!, list)),
      );

      const refused = answers.flatMap((answer) =>
        answer.statusCode === 200 ? [] : [`${answer.statusCode} ${answer.body}`],
      );
      expect.soft(refused).toEqual([]);
      answers.forEach((answer, index) => {
        if (answer.statusCode === 200)
          expect.soft(owner.answered(answer.json())).toEqual(owner.keysOf(sent[index]));
      });
      const stored = await owner.stored(stage.admins[0]!);
      expect(sent.map((list) => owner.keysOf(list))).toContainEqual(stored);
    });
  });
}

describe('concurrent saves of one record’s list (one instance)', () => {
  concurrentWrites(oneInstance);
});

describe.runIf(process.env.TEST_DB === 'postgres')(
  'concurrent saves of one record’s list (two instances on one PostgreSQL database)',
  () => {
    concurrentWrites(twoInstances);
  },
);
