import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESOURCES } from '../../resources/index.ts';
import { pageInSortOrder, pageOfMatches, type OrderedQuery } from '../../server/admin/page-queries.ts';
import { column } from '../../server/admin/record-shape.ts';
import { SEARCH_COLUMN, tableFor } from '../../server/admin/tables.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

// The list engine reads a page either straight in sort order or from a search's match set (server/admin/
// read-records.ts picks by the planner's estimate). Both must give the same rows in the same order.
describe('the two page queries of a list', () => {
  let ctx: TestContext;
  const table = tableFor(gadgets);

  beforeAll(async () => {
    ctx = await createTestApp({}, { resources: [...RESOURCES, gadgets] });
    await createResourceTable(ctx.database, gadgets);
    const names = [
      'alfa',
      'Bravo',
      'charlie',
      'Delta',
      'echo',
      'Foxtrot',
      'golf',
      'Hotel',
      'india',
      'Juliett',
    ];
    await ctx.database.db.insert(table).values(
      names.flatMap((name, i) => [
        { name: `${name} Zoek`, kind: 'klein', amount: i % 3 === 0 ? null : i },
        { name: `${name} Anders`, kind: 'groot', amount: i },
      ]),
    );
  });
  afterAll(() => ctx.close());

  const sortKeys = () => ({
    name: sql`lower(${column(table, 'name')})`,
    amount: column(table, 'amount'),
    createdAt: column(table, 'createdAt'),
  });

  for (const [sort, nullable] of [
    ['name', false],
    ['amount', true],
    ['createdAt', false],
  ] as const) {
    for (const order of ['asc', 'desc'] as const) {
      it(`agree on ${sort} ${order}, and the match set counts its matches`, async () => {
        const query: OrderedQuery = {
          table,
          sortKey: sortKeys()[sort],
          id: column(table, 'id'),
          order,
          nullable,
          limit: 6,
        };
        const where = sql`${column(table, SEARCH_COLUMN)} like '%zoek%'`;
        const inOrder = await pageInSortOrder(ctx.database.db, gadgets, query, where);
        const fromMatches = (await pageOfMatches(ctx.database.db, gadgets, query, where, 100))!;
        expect(inOrder).toHaveLength(6);
        expect(fromMatches.rows.map((row) => [row.id, row.cursorValue])).toEqual(
          inOrder.map((row) => [row.id, row.cursorValue]),
        );
        expect(fromMatches.matchCount).toBe(10);
        if (nullable) {
          const all = (await pageOfMatches(ctx.database.db, gadgets, { ...query, limit: 20 }, where, 100))!;
          expect(all.rows.slice(-4).map((row) => row.amount)).toEqual([null, null, null, null]);
        }
      });
    }
  }

  it('a match set without matches is an empty page counting 0', async () => {
    const query: OrderedQuery = {
      table,
      sortKey: sortKeys().name,
      id: column(table, 'id'),
      order: 'asc',
      nullable: false,
      limit: 6,
    };
    const where = sql`${column(table, SEARCH_COLUMN)} like '%niets%'`;
    expect(await pageOfMatches(ctx.database.db, gadgets, query, where, 100)).toEqual({
      rows: [],
      matchCount: 0,
    });
  });

  it('a match set larger than asked for is not read to the end: null, so the caller walks the sort order', async () => {
    const query: OrderedQuery = {
      table,
      sortKey: sortKeys().name,
      id: column(table, 'id'),
      order: 'asc',
      nullable: false,
      limit: 6,
    };
    const where = sql`${column(table, SEARCH_COLUMN)} like '%zoek%'`;
    expect(await pageOfMatches(ctx.database.db, gadgets, query, where, 9)).toBeNull();
    expect((await pageOfMatches(ctx.database.db, gadgets, query, where, 10))?.matchCount).toBe(10);
  });
});
