import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AnyResource } from '../../resources/define.ts';
import type { Db } from '../db/client.ts';
import type { AuditChanges } from '../db/schema/index.ts';
import { changesBetween, recordAudit } from './audit.ts';
import { constraintError } from './constraint-errors.ts';
import {
  column,
  columnValues,
  fieldNames,
  notFound,
  toRecord,
  UUID,
  type ApiRecord,
  type Row,
} from './record-shape.ts';
import { tableFor } from './tables.ts';

/**
 * The writing actions of the generic admin routes: create, edit, delete or archive, restore. Every write runs in
 * one short transaction with its audit entry; constraint violations become 422s on their field.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The row locked for this transaction, in the given archive state; 404 when there is none. */
async function lockRow(tx: Tx, resource: AnyResource, id: string, archived: boolean): Promise<Row> {
  if (!UUID.test(id)) throw notFound();
  const table = tableFor(resource);
  const archiveState = resource.archivable
    ? [archived ? isNotNull(column(table, 'archivedAt')) : isNull(column(table, 'archivedAt'))]
    : [];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(column(table, 'id'), id), ...archiveState))
    .for('update');
  if (!row) throw notFound();
  return row;
}

async function write<T>(db: Db, resource: AnyResource, work: (tx: Tx) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw constraintError(resource, error);
  }
}

/** POST /<name>: inserts the record and its audit entry (`audit.create`). */
export async function createRecord(
  db: Db,
  resource: AnyResource,
  body: Record<string, unknown>,
  actorId: string,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    const [row] = await tx.insert(table).values(columnValues(resource, body)).returning();
    const record = toRecord(resource, row!);
    await recordAudit(tx, {
      action: resource.audit.create,
      resource,
      recordId: record.id,
      actorId,
      changes: changesBetween(fieldNames(resource), null, record),
    });
    return record;
  });
}

/** PATCH /<name>/{id}: changes the given fields of an active record; audited (`audit.edit`) when any changed. */
export async function updateRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  body: Record<string, unknown>,
  actorId: string,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    const before = toRecord(resource, await lockRow(tx, resource, id, false));
    const values = columnValues(resource, body);
    const changes = changesBetween(Object.keys(values), before, { ...before, ...values });
    if (Object.keys(changes).length === 0) return before;
    const [row] = await tx
      .update(table)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(column(table, 'id'), id))
      .returning();
    for (const [action, group] of editEntries(resource, changes)) {
      await recordAudit(tx, { action, resource, recordId: id, actorId, changes: group });
    }
    return toRecord(resource, row!);
  });
}

/**
 * The audit entries of one edit: a field named in `audit.editFields` gets its own action (editRegionName); the
 * other changed fields share one `audit.edit` entry.
 */
export function editEntries(resource: AnyResource, changes: AuditChanges): [string, AuditChanges][] {
  const groups = new Map<string, AuditChanges>();
  for (const [field, change] of Object.entries(changes)) {
    const action = resource.audit.editFields[field] ?? resource.audit.edit;
    groups.set(action, { ...groups.get(action), [field]: change });
  }
  return [...groups];
}

/** DELETE /<name>/{id} of a resource that is not archivable: removes the record (`audit.delete`). */
export async function deleteRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    const before = toRecord(resource, await lockRow(tx, resource, id, false));
    await tx.delete(table).where(eq(column(table, 'id'), id));
    await recordAudit(tx, {
      action: resource.audit.delete,
      resource,
      recordId: id,
      actorId,
      changes: changesBetween(fieldNames(resource), before, null),
    });
    return before;
  });
}

const ARCHIVE_FIELDS = ['archivedAt', 'archivedBy', 'archiveReason'];

/** Archives (with a reason) or restores a record, audited as `audit.archive` / `audit.restore`. */
async function changeArchiveState(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
  target: { archived: true; reason: string } | { archived: false },
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return write(db, resource, async (tx) => {
    const before = toRecord(resource, await lockRow(tx, resource, id, !target.archived));
    const values = target.archived
      ? { archivedAt: new Date(), archivedBy: actorId, archiveReason: target.reason }
      : { archivedAt: null, archivedBy: null, archiveReason: null };
    const [row] = await tx
      .update(table)
      .set(values)
      .where(eq(column(table, 'id'), id))
      .returning();
    const after = toRecord(resource, row!);
    await recordAudit(tx, {
      action: target.archived ? resource.audit.archive : resource.audit.restore,
      resource,
      recordId: id,
      actorId,
      changes: changesBetween(ARCHIVE_FIELDS, before, after),
    });
    return after;
  });
}

/** DELETE /<name>/{id} of an archivable resource: archives the record with a reason (`audit.archive`). */
export function archiveRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  reason: string,
  actorId: string,
): Promise<ApiRecord> {
  return changeArchiveState(db, resource, id, actorId, { archived: true, reason });
}

/** POST /<name>/archived/{id}/restore: makes an archived record active again (`audit.restore`). */
export function restoreRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
): Promise<ApiRecord> {
  return changeArchiveState(db, resource, id, actorId, { archived: false });
}
