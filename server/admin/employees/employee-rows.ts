import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { employees } from '../../db/schema/index.ts';
import { notFound, UUID, type Row } from '../record-shape.ts';

/** The employee row the extensions act on: read in any archive state, or locked for a write (active only). */

/** The employee (active or archived), for reads; 404 for an unknown or malformed id. */
export async function findEmployee(db: Db, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await db.select().from(employees).where(eq(employees.id, id));
  if (!row) throw notFound();
  return row;
}

/** The active employee, locked for this transaction; 404 when unknown, malformed or archived (no writes there). */
export async function lockActiveEmployee(tx: Tx, id: string): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const [row] = await tx
    .select()
    .from(employees)
    .where(and(eq(employees.id, id), isNull(employees.archivedAt)))
    .for('update');
  if (!row) throw notFound();
  return row;
}
