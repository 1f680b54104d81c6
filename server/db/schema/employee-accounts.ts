import { pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { employees } from './resources.ts';
import { users } from './users.ts';

/**
 * The user account an employee signs in with (spec: "An employee can be linked to a user account"): at most one
 * per employee, and a user belongs to at most one employee. Both sides cascade: removing either ends the link.
 */
export const employeeAccounts = pgTable('employee_accounts', {
  employeeId: uuid('employee_id')
    .primaryKey()
    .references(() => employees.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EmployeeAccountRow = typeof employeeAccounts.$inferSelect;
