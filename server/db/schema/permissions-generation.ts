import { bigint, check, pgTable, smallint } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One row counting the changes that can alter anyone's effective permissions. Statement triggers (migration
 * 0017) add one on every write to `user_permissions`, `employee_accounts`, `employees_roles`, and on changes of
 * `employees.permissions`/`archived_at` and `roles.permissions`, in the writing transaction. The session lookup
 * reads it with the session, so an instance knows on each request whether the permissions it keeps are current
 * (server/users/permission-cache.ts).
 */
export const permissionsGeneration = pgTable(
  'permissions_generation',
  {
    id: smallint('id').primaryKey().default(1),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (table) => [check('permissions_generation_single_row', sql`${table.id} = 1`)],
);
