import { asc, eq } from 'drizzle-orm';
import type { NewExpertise } from '../../../contract/api/admin/branches.ts';
import { expertises } from '../../../resources/expertises.ts';
import type { Db } from '../../db/client.ts';
import { changesBetween, recordAudit } from '../audit.ts';
import { column, fieldNames, toRecord, type ApiRecord, type Page } from '../record-shape.ts';
import { tableFor } from '../tables.ts';
import { lockBranch, requireBranch } from './branch-rows.ts';
import { orderOf, renumber, slotOf } from './expertise-order.ts';
import { writeTransaction } from '../write-records.ts';

/** The actions of `GET/POST /branches/{id}/expertises` (spec §7): a branch's ordered expertises. */

const table = tableFor(expertises);

/**
 * Every expertise of the branch in order of position, as one page (`links.next` null): a branch has tens of
 * expertises at most, and the screens need the whole order (the "before expertise …" choice lists them all).
 */
export async function listBranchExpertises(db: Db, branchId: string): Promise<Page> {
  await requireBranch(db, branchId);
  const rows = await db
    .select()
    .from(table)
    .where(eq(column(table, 'branch'), branchId))
    .orderBy(asc(column(table, 'position')), asc(column(table, 'id')));
  return {
    data: rows.map((row) => toRecord(expertises, row)),
    links: { next: null },
    meta: { total: rows.length },
  };
}

/**
 * Creates an expertise in the branch at the chosen place, shifting the ones after it, in one transaction that
 * locks the branch (concurrent inserts cannot take one position twice). Audited as `createExpertise` with name,
 * branch and position. 404 for an unknown branch; 422 on `before` for an expertise not of this branch, on `name`
 * for a name the branch already has (any case).
 */
export async function createExpertise(
  db: Db,
  branchId: string,
  input: NewExpertise,
  actorId: string,
): Promise<ApiRecord> {
  return writeTransaction(db, expertises, async (tx) => {
    await lockBranch(tx, branchId);
    const current = await orderOf(tx, branchId);
    const ids = current.map((placed) => placed.id);
    const slot = slotOf(ids, input.before);
    await renumber(tx, current, [...ids.slice(0, slot), null, ...ids.slice(slot)]);
    const [row] = await tx
      .insert(table)
      .values({ name: input.name, branch: branchId, position: slot + 1 })
      .returning();
    const record = toRecord(expertises, row!);
    await recordAudit(tx, {
      action: expertises.audit.create,
      resource: expertises,
      recordId: record.id,
      actorId,
      changes: changesBetween(fieldNames(expertises), null, record),
    });
    return record;
  });
}
