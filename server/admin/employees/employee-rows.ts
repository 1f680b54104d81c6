import { eq } from 'drizzle-orm';
import { employees as employeesResource } from '../../../resources/employees.ts';
import type { Db, Tx } from '../../db/client.ts';
import { employees } from '../../db/schema/index.ts';
import { lockRecord } from '../record-lock.ts';
import { notFound, UUID, type Row } from '../record-shape.ts';

/** The employee row the extensions act on: read in any archive state, or locked for a write (active only). */

/** The employee (active or archived), for reads; 404 for an unknown or malformed id. */
export async function findEmployee(db: Db, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  if (!row) throw notFound();
  return row;
}

/**
 * The active employee, locked for this transaction, as the engine reads a record (record-lock.ts: the lock first,
 * then the read, so what the caller reads and writes next starts from the last committed write); 404 when unknown,
 * malformed or archived (no writes there).
 */
export function lockActiveEmployee(tx: Tx, id: string): Promise<Row> {
  return lockRecord(tx, employeesResource, id);
}
