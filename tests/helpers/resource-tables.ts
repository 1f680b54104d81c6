import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import type { AnyResource } from '../../resources/define.ts';
import { listTablesOf, tableFor } from '../../server/admin/tables.ts';
import type { Database } from '../../server/db/client.ts';

/**
 * Creates the table of a test-only resource definition, and the join tables of its reference lists, with the DDL
 * drizzle-kit writes for them (the same generator `npx drizzle-kit generate` uses for the committed migrations of
 * resources/).
 */
export async function createResourceTable(database: Database, resource: AnyResource): Promise<void> {
  const statements = await generateMigration(
    generateDrizzleJson({}),
    generateDrizzleJson({ table: tableFor(resource), ...listTablesOf(resource) }),
  );
  for (const statement of statements) await database.pool.query(statement);
}
