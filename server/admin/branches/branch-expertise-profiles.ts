import { asc, eq } from 'drizzle-orm';
import type { NewExpertiseProfile } from '../../../contract/api/admin/branches.ts';
import { expertiseProfiles } from '../../../resources/expertise-profiles.ts';
import type { Db } from '../../db/client.ts';
import { changesBetween, recordAudit } from '../audit.ts';
import { column, fieldNames, toRecord, type ApiRecord, type Page } from '../record-shape.ts';
import { tableFor } from '../tables.ts';
import { requireBranch } from './branch-rows.ts';
import { writeTransaction } from '../write-records.ts';

/** The actions of `GET/POST /branches/{id}/expertise-profiles` (spec §7). */

const table = tableFor(expertiseProfiles);

/** Every expertise profile of the branch by name, as one page (`links.next` null): a branch has few. */
export async function listBranchExpertiseProfiles(db: Db, branchId: string): Promise<Page> {
  await requireBranch(db, branchId);
  const rows = await db
    .select()
    .from(table)
    .where(eq(column(table, 'branch'), branchId))
    .orderBy(asc(column(table, 'name')), asc(column(table, 'id')));
  return {
    data: rows.map((row) => toRecord(expertiseProfiles, row)),
    links: { next: null },
    meta: { total: rows.length },
  };
}

/**
 * Creates an expertise profile (without expertises) in the branch, audited as `createExpertiseProfile` with name
 * and branch. 404 for an unknown branch; 422 on `name` for a name the branch already has (any case).
 */
export async function createExpertiseProfile(
  db: Db,
  branchId: string,
  input: NewExpertiseProfile,
  actorId: string,
): Promise<ApiRecord> {
  return writeTransaction(db, expertiseProfiles, async (tx) => {
    await requireBranch(tx, branchId);
    const [row] = await tx.insert(table).values({ name: input.name, branch: branchId }).returning();
    const record = toRecord(expertiseProfiles, row!);
    await recordAudit(tx, {
      action: expertiseProfiles.audit.create,
      resource: expertiseProfiles,
      recordId: record.id,
      actorId,
      changes: changesBetween(fieldNames(expertiseProfiles), null, record),
    });
    return record;
  });
}
