import { eq } from 'drizzle-orm';
import { branches } from '../../../resources/branches.ts';
import type { Db, Tx } from '../../db/client.ts';
import { column, notFound, UUID } from '../record-shape.ts';
import { tableFor } from '../tables.ts';

/** Finding a branch for the nested routes (`/branches/{id}/…`): 404 for an unknown or malformed id. */

const table = tableFor(branches);
const id = column(table, 'id');

/** Answers 404 unless the branch exists. */
export async function requireBranch(db: Db | Tx, branchId: string): Promise<void> {
  if (!UUID.test(branchId)) throw notFound();
  const [row] = await db.select({ id }).from(table).where(eq(id, branchId));
  if (!row) throw notFound();
}

/**
 * Locks the branch row until the transaction ends (404 when unknown). Every change to the order of a branch's
 * expertises takes this lock first, so concurrent inserts and moves in one branch run one after the other and
 * positions stay 1..n without duplicates. `FOR NO KEY UPDATE`: foreign-key checks of other inserts (profiles in
 * this branch) are not blocked.
 */
export async function lockBranch(tx: Tx, branchId: string): Promise<void> {
  if (!UUID.test(branchId)) throw notFound();
  const [row] = await tx.select({ id }).from(table).where(eq(id, branchId)).for('no key update');
  if (!row) throw notFound();
}
