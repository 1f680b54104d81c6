import { and, eq, inArray } from 'drizzle-orm';
import type { AnyResource } from '../../resources/define.ts';
import type { Db, Tx } from '../db/client.ts';
import type { AuditChanges } from '../db/schema/index.ts';
import type { WriteCheck } from './authority.ts';
import { changesBetween, recordAudit } from './audit.ts';
import { constraintError, InUseError } from './constraint-errors.ts';
import { lockRecord } from './record-lock.ts';
import { recordColumns } from './record-query.ts';
import { inUseError } from './record-usage.ts';
import { permissionsOfUser } from '../users/permissions.ts';
import {
  column,
  columnValues,
  fieldNames,
  listValues,
  toRecord,
  type ApiRecord,
  type ValueOptions,
} from './record-shape.ts';
import { listTableFor, tableFor } from './tables.ts';

/**
 * The writing actions of the generic admin routes: create, edit, delete or archive, restore. Every write runs in
 * one short transaction with its audit entry; constraint violations become 422s on their field. A write may carry a
 * `check` (server/admin/authority.ts): it sees the locked record before and the values after, inside the
 * transaction, and refuses by throwing, so no concurrent write slips between the check and the change. Every write
 * to an existing record starts by locking it (record-lock.ts), so concurrent writes of one record, its reference
 * lists included, run one after the other and each starts from what the one before it committed.
 */

/** The record as written so far in this transaction (its lists and archiving user's name included). */
async function readWritten(tx: Tx, resource: AnyResource, id: string): Promise<ApiRecord> {
  const table = tableFor(resource);
  const [row] = await tx
    .select(recordColumns(resource))
    .from(table)
    .where(eq(column(table, 'id'), id));
  return toRecord(resource, row!);
}

/**
 * Makes each given reference list of a record what `after` says: deletes the ids that left, inserts the ones that
 * came (an unknown id breaks the join table's foreign key: a 422 on the field, see constraint-errors.ts).
 */
async function writeLists(
  tx: Tx,
  resource: AnyResource,
  id: string,
  before: Record<string, unknown>,
  after: Record<string, string[]>,
): Promise<void> {
  for (const [name, ids] of Object.entries(after)) {
    const join = listTableFor(resource, name);
    const old = (before[name] as string[] | undefined) ?? [];
    const gone = old.filter((value) => !ids.includes(value));
    const added = ids.filter((value) => !old.includes(value));
    if (gone.length > 0) {
      await tx.delete(join).where(and(eq(join.recordId, id), inArray(join.referenceId, gone)));
    }
    if (added.length > 0) {
      await tx.insert(join).values(added.map((referenceId) => ({ recordId: id, referenceId })));
    }
  }
}

/**
 * Runs `work` in one short transaction (the write and its audit entry); a unique or foreign-key violation of
 * `resource`'s table becomes a 422 on its field (see constraint-errors.ts). Extensions' writes use it too.
 */
export async function writeTransaction<T>(
  db: Db,
  resource: AnyResource,
  work: (tx: Tx) => Promise<T>,
  operation: 'write' | 'delete' = 'write',
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw constraintError(resource, error, operation);
  }
}

/** POST /<name>: inserts the record and its audit entry (`audit.create`). */
export async function createRecord(
  db: Db,
  resource: AnyResource,
  body: Record<string, unknown>,
  actorId: string,
  check?: WriteCheck | null,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return writeTransaction(db, resource, async (tx) => {
    await check?.(null, body, tx);
    const [row] = await tx
      .insert(table)
      .values(columnValues(resource, body))
      .returning({ id: column(table, 'id') });
    const id = row!.id as string;
    await writeLists(tx, resource, id, {}, listValues(resource, body));
    const record = await readWritten(tx, resource, id);
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

/**
 * PATCH /<name>/{id}: changes the given fields of an active record (a reference list is replaced as a whole);
 * audited (`audit.edit`, or the field's `audit.editFields` name) when any changed.
 */
export function updateRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  body: Record<string, unknown>,
  actorId: string,
  check?: WriteCheck | null,
): Promise<ApiRecord> {
  return editRecord(db, resource, id, body, actorId, {}, check);
}

/**
 * An extension's own edit of an active record (an employee's roles or permissions): like `updateRecord`, and it
 * may set read-only fields too. The caller has validated `values` (with the fields' own rules).
 */
export function setRecordFields(
  db: Db,
  resource: AnyResource,
  id: string,
  values: Record<string, unknown>,
  actorId: string,
  check?: WriteCheck | null,
): Promise<ApiRecord> {
  return editRecord(db, resource, id, values, actorId, { readOnly: true }, check);
}

async function editRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  body: Record<string, unknown>,
  actorId: string,
  options: ValueOptions,
  check: WriteCheck | null | undefined,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return writeTransaction(db, resource, async (tx) => {
    const before = toRecord(resource, await lockRecord(tx, resource, id));
    const values = columnValues(resource, body, options);
    const lists = listValues(resource, body, options);
    await check?.(before, { ...before, ...values, ...lists }, tx);
    const keys = [...Object.keys(values), ...Object.keys(lists)];
    const changes = changesBetween(keys, before, { ...before, ...values, ...lists });
    if (Object.keys(changes).length === 0) return before;
    await tx
      .update(table)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(column(table, 'id'), id));
    await writeLists(tx, resource, id, before, lists);
    for (const [action, group] of editEntries(resource, changes)) {
      await recordAudit(tx, { action, resource, recordId: id, actorId, changes: group });
    }
    return readWritten(tx, resource, id);
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

/**
 * DELETE /<name>/{id} of a resource that is not archivable: removes the record (`audit.delete`). Refused (422) while
 * other rows use it, saying which (record-usage.ts).
 */
export async function deleteRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
  check?: WriteCheck | null,
): Promise<ApiRecord> {
  try {
    return await removeRecord(db, resource, id, actorId, check);
  } catch (error) {
    if (!(error instanceof InUseError)) throw error;
    // The refusal counts only the records the actor may read (docs/decisions.md "Counts only for who may read them").
    throw await inUseError(db, resource, id, await permissionsOfUser(db, actorId));
  }
}

async function removeRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
  check?: WriteCheck | null,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return writeTransaction(
    db,
    resource,
    async (tx) => {
      const before = toRecord(resource, await lockRecord(tx, resource, id));
      await check?.(before, null, tx);
      await tx.delete(table).where(eq(column(table, 'id'), id));
      await recordAudit(tx, {
        action: resource.audit.delete,
        resource,
        recordId: id,
        actorId,
        changes: changesBetween(fieldNames(resource), before, null),
      });
      return before;
    },
    'delete',
  );
}

const ARCHIVE_FIELDS = ['archivedAt', 'archivedBy', 'archiveReason'];

/**
 * Archives (with a reason) or restores a record, audited as `audit.archive` / `audit.restore`, with what the check
 * changed besides the record (an employee's account: server/admin/employees/login-block.ts).
 */
async function changeArchiveState(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
  target: { archived: true; reason: string } | { archived: false },
  check: WriteCheck | null | undefined,
): Promise<ApiRecord> {
  const table = tableFor(resource);
  return writeTransaction(db, resource, async (tx) => {
    const before = toRecord(resource, await lockRecord(tx, resource, id, { archived: !target.archived }));
    const bound = await check?.(before, before, tx);
    const values = target.archived
      ? { archivedAt: new Date(), archivedBy: actorId, archiveReason: target.reason }
      : { archivedAt: null, archivedBy: null, archiveReason: null };
    await tx
      .update(table)
      .set(values)
      .where(eq(column(table, 'id'), id));
    const after = await readWritten(tx, resource, id);
    await recordAudit(tx, {
      action: target.archived ? resource.audit.archive : resource.audit.restore,
      resource,
      recordId: id,
      actorId,
      changes: { ...changesBetween(ARCHIVE_FIELDS, before, after), ...bound },
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
  check?: WriteCheck | null,
): Promise<ApiRecord> {
  return changeArchiveState(db, resource, id, actorId, { archived: true, reason }, check);
}

/** POST /<name>/archived/{id}/restore: makes an archived record active again (`audit.restore`). */
export function restoreRecord(
  db: Db,
  resource: AnyResource,
  id: string,
  actorId: string,
  check?: WriteCheck | null,
): Promise<ApiRecord> {
  return changeArchiveState(db, resource, id, actorId, { archived: false }, check);
}
