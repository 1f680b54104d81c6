import { and, count, gte, isNull, notExists, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { employeeRegions, employees, employeesRoles } from '../db/schema/index.ts';
import type { BoundedCount, Headcount } from '../../contract/api/dashboard.ts';

/**
 * Where the "without" counts stop. Counting them exactly is an anti-join over every employee (about 350 ms at 1M
 * rows); stopping at the ceiling lets the merge anti-join end early (under 80 ms at 1M with one in ten missing).
 */
export const WITHOUT_CEILING = 1000;

const ZONE = 'Europe/Amsterdam';

/** The first instant of `now`'s calendar month on the Dutch clock (CET/CEST), as the database computes it. */
const monthStart = (now: Date) =>
  sql`(date_trunc('month', ${now.toISOString()}::timestamptz at time zone ${ZONE}) at time zone ${ZONE})`;

const active = isNull(employees.archivedAt);

async function countWhere(db: Db, condition: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(employees).where(condition);
  return row?.value ?? 0;
}

/** Active employees for whom `linked` finds no row, counted up to WITHOUT_CEILING. */
async function countActiveWithout(db: Db, linked: SQLWrapper): Promise<BoundedCount> {
  const found = db
    .select({ one: sql`1` })
    .from(employees)
    .where(and(active, notExists(linked)))
    .limit(WITHOUT_CEILING + 1)
    .as('found');
  const [row] = await db.select({ value: count() }).from(found);
  const value = row?.value ?? 0;
  return { count: Math.min(value, WITHOUT_CEILING), more: value > WITHOUT_CEILING };
}

/**
 * The headcount card. The active count reads only `employees_archived_at_idx` (archived_at IS NULL, an index-only
 * scan: about 60 ms at 1M employees), the archived count a short range of it; the two "without" counts are bounded
 * (WITHOUT_CEILING) merge anti-joins on the primary keys of `employee_regions` and `employees_roles`.
 */
export async function loadHeadcount(db: Db, now: Date): Promise<Headcount> {
  const [activeCount, archivedThisMonth, withoutRegion, withoutRole] = await Promise.all([
    countWhere(db, active),
    countWhere(db, gte(employees.archivedAt, monthStart(now))),
    countActiveWithout(
      db,
      db
        .select({ one: sql`1` })
        .from(employeeRegions)
        .where(sql`${employeeRegions.employeeId} = ${employees.id}`),
    ),
    countActiveWithout(
      db,
      db
        .select({ one: sql`1` })
        .from(employeesRoles)
        .where(sql`${employeesRoles.recordId} = ${employees.id}`),
    ),
  ]);
  return { active: activeCount, archivedThisMonth, withoutRegion, withoutRole };
}
