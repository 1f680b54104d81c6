import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, primaryKey, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { employees, regions, roles } from './resources.ts';

/**
 * An employee's regions, each with the role the employee has there, and at most one primary region (spec §3
 * "regions each with a role, one primary region"; §7 POST /employees/{id}/update-region). Replaced as a whole
 * by `update-region`. A region or role still used here cannot be deleted (RESTRICT: the engine answers 422
 * `server.admin.inUse`); an employee's rows go with the employee.
 */
export const employeeRegions = pgTable(
  'employee_regions',
  {
    employeeId: uuid('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    regionId: uuid('region_id')
      .notNull()
      .references(() => regions.id, { onDelete: 'restrict' }),
    roleId: uuid('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'restrict' }),
    isPrimary: boolean('is_primary').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.employeeId, table.regionId] }),
    // At most one primary region per employee, whatever the code above the database does.
    uniqueIndex('employee_regions_one_primary_idx')
      .on(table.employeeId)
      .where(sql`${table.isPrimary}`),
    index('employee_regions_region_idx').on(table.regionId),
    index('employee_regions_role_idx').on(table.roleId),
  ],
);

export type EmployeeRegionRow = typeof employeeRegions.$inferSelect;
