import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { HistoryPage, HistoryQuery } from '../../../contract/api/admin/employees.ts';
import { translate } from '../../../i18n/server/translate.ts';
import type { AnyResource } from '../../../resources/define.ts';
import type { Db } from '../../db/client.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/http-error.ts';
import { pgErrorOf } from '../../db/pg-error.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { findEmployee } from './employee-rows.ts';

/**
 * An employee's action history (spec: "users with view_employee_action_history see an employee's history on its
 * page"): the audit entries of the employee, newest first, keyset-paged on (created_at, id) like the lists.
 */

/** The only order of a history; a cursor of another list is refused. */
const SORT = { sort: 'createdAt', order: 'desc' } as const;

/** Invalid input syntax / out of range: a cursor value that is not a timestamp. */
const BAD_VALUE_SQLSTATES = new Set(['22P02', '22007', '22008', '22003', '22023']);

const badCursor = () => new ValidationError({ cursor: [translate('server.admin.badCursor')] });

/**
 * GET /employees/{id}/history: one page of the entries with resource `employees` and this record id (404 for an
 * unknown employee; archived ones have a history too). `meta.total` on the first page only.
 */
export async function listEmployeeHistory(
  db: Db,
  resource: AnyResource,
  employeeId: string,
  query: HistoryQuery,
  path: string,
): Promise<HistoryPage> {
  await findEmployee(db, employeeId);
  const ofEmployee = and(eq(auditLog.resource, resource.name), eq(auditLog.recordId, employeeId))!;
  const conditions: SQL[] = [ofEmployee];
  if (query.cursor !== undefined) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor || cursor.sort !== SORT.sort || cursor.order !== SORT.order || cursor.value === null) {
      throw badCursor();
    }
    // A row comparison, so the (resource, record_id, created_at, id) index serves it.
    conditions.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (${cursor.value}, ${cursor.id})`);
  }

  let rows;
  try {
    rows = await db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        actorId: auditLog.actorId,
        firstname: users.firstname,
        lastname: users.lastname,
        email: users.email,
        createdAt: auditLog.createdAt,
        cursorValue: sql<string>`${auditLog.createdAt}::text`,
        changes: auditLog.changes,
      })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(and(...conditions))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.perPage + 1);
  } catch (error) {
    const code = pgErrorOf(error)?.code;
    if (code && BAD_VALUE_SQLSTATES.has(code)) throw badCursor();
    throw error;
  }

  const page = rows.slice(0, query.perPage);
  const last = page.at(-1);
  let next: string | null = null;
  if (rows.length > query.perPage && last) {
    const params = new URLSearchParams({
      perPage: String(query.perPage),
      cursor: encodeCursor({ ...SORT, value: last.cursorValue, id: last.id }),
    });
    next = `${path}?${params.toString()}`;
  }

  const meta: HistoryPage['meta'] = {};
  if (query.cursor === undefined) {
    const [counted] = await db.select({ total: count() }).from(auditLog).where(ofEmployee);
    meta.total = counted?.total ?? 0;
  }

  return {
    data: page.map((row) => ({
      id: row.id,
      action: row.action,
      actorId: row.actorId,
      actorName: actorName(row),
      createdAt: row.createdAt.toISOString(),
      changes: row.changes,
    })),
    links: { next },
    meta,
  };
}

function actorName(row: { firstname: string | null; lastname: string | null; email: string | null }) {
  const name = [row.firstname, row.lastname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || row.email;
}
