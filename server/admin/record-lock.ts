import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AnyResource } from '../../resources/define.ts';
import type { Tx } from '../db/client.ts';
import { recordColumns } from './record-query.ts';
import { column, notFound, UUID, type Row } from './record-shape.ts';
import { tableFor } from './tables.ts';

/**
 * The first step of every write to a record or to the rows it owns (its reference lists, an employee's regions, a
 * profile's expertises): lock the record's row, then read it (docs/architecture.md "Queries and transactions").
 *
 * Two statements on purpose. On PostgreSQL (READ COMMITTED) a statement that waited for the row lock sees the row
 * as the other transaction left it, but its subqueries — the reference lists — still read the snapshot taken when
 * the statement began: the lists from before the other write. A write built on those re-inserts join rows that are
 * already there (a duplicate-key 500) or keeps the ones the other write removed (two lists merged, both answered
 * 200). The statement after the lock takes a fresh snapshot, which holds everything committed before the lock was
 * ours. On the embedded store transactions run one at a time, so there it made no difference.
 */

export interface LockOptions {
  /** Which archive state the record must be in (archivable resources); default false: active. */
  archived?: boolean;
  /**
   * 'update' (the default: the engine's writes, which may also delete the row) or 'no key update' (a write that
   * never changes the row's key, and need not wait for other rows' foreign-key checks on it).
   */
  strength?: 'update' | 'no key update';
}

/** Locks the record's row until the transaction ends, then gives it with its lists; 404 when there is none. */
export async function lockRecord(
  tx: Tx,
  resource: AnyResource,
  id: string,
  { archived = false, strength = 'update' }: LockOptions = {},
): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const table = tableFor(resource);
  const idColumn = column(table, 'id');
  const archiveState = resource.archivable
    ? [archived ? isNotNull(column(table, 'archivedAt')) : isNull(column(table, 'archivedAt'))]
    : [];
  const [locked] = await tx
    .select({ id: idColumn })
    .from(table)
    .where(and(eq(idColumn, id), ...archiveState))
    .for(strength);
  if (!locked) throw notFound();
  const [row] = await tx.select(recordColumns(resource)).from(table).where(eq(idColumn, id));
  return row!;
}
