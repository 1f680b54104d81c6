import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './resources.ts';
import { users } from './users.ts';

/**
 * The link between an employee record and the user account its person signs in with (at most one each way).
 * While the employee is active, the user holds the employee's permissions and those of the employee's roles
 * (server/users/permissions.ts). Removed with either side.
 */
export const employeeAccounts = pgTable('employee_accounts', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .unique('employee_accounts_user_id_unique')
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmployeeAccount = typeof employeeAccounts.$inferSelect;
