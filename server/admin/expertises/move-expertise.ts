import { eq } from 'drizzle-orm';
import { expertises } from '../../../resources/expertises.ts';
import type { Db } from '../../db/client.ts';
import { changesBetween, recordAudit } from '../audit.ts';
import { lockBranch } from '../branches/branch-rows.ts';
import { orderOf, renumber, slotOf } from '../branches/expertise-order.ts';
import { writeTransaction } from '../write-records.ts';
import { column, notFound, toRecord, UUID, type ApiRecord } from '../record-shape.ts';
import { tableFor } from '../tables.ts';

const table = tableFor(expertises);
const idColumn = column(table, 'id');

/**
 * `POST /expertises/{id}/move`: puts an expertise before another of its branch, or last (`before` null or absent),
 * renumbering the branch 1..n under the branch lock. Audited as `editExpertise` with `position` when it changed;
 * the neighbours that shift are not audited one by one (their order follows from this entry). Placing an expertise
 * before itself changes nothing. 404 for an unknown expertise, 422 on `before` for one not of its branch.
 */
export async function moveExpertise(
  db: Db,
  id: string,
  before: string | null | undefined,
  actorId: string,
): Promise<ApiRecord> {
  if (!UUID.test(id)) throw notFound();
  const self = id.toLowerCase();
  return writeTransaction(db, expertises, async (tx) => {
    const [found] = await tx
      .select({ branch: column(table, 'branch') })
      .from(table)
      .where(eq(idColumn, id));
    if (!found) throw notFound();
    // An expertise never changes branch (a read-only field), so its branch read before the lock stays right.
    await lockBranch(tx, found.branch as string);
    const current = await orderOf(tx, found.branch as string);
    const [row] = await tx.select().from(table).where(eq(idColumn, id));
    const previous = toRecord(expertises, row!);
    if (before?.toLowerCase() === self) return previous;
    const others = current.map((placed) => placed.id).filter((other) => other !== self);
    const slot = slotOf(others, before);
    await renumber(tx, current, [...others.slice(0, slot), self, ...others.slice(slot)]);
    const [moved] = await tx.select().from(table).where(eq(idColumn, id));
    const record = toRecord(expertises, moved!);
    const changes = changesBetween(['position'], previous, record);
    if (Object.keys(changes).length > 0) {
      await recordAudit(tx, {
        action: expertises.audit.edit,
        resource: expertises,
        recordId: self,
        actorId,
        changes,
      });
    }
    return record;
  });
}
