import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { translate } from '../../../i18n/server/translate.ts';
import { expertises } from '../../../resources/expertises.ts';
import { ValidationError } from '../../http/http-error.ts';
import { column } from '../record-shape.ts';
import { tableFor } from '../tables.ts';

/**
 * The order of a branch's expertises (spec §3 "Branch: ordered expertises"; position "before expertise …" or
 * "as last"). Positions are 1..n within a branch. Callers hold the branch lock (`lockBranch`) while they read
 * and rewrite the order.
 */

const table = tableFor(expertises);
const idColumn = column(table, 'id');
const positionColumn = column(table, 'position');

export interface Placed {
  id: string;
  position: number;
}

/** The branch's expertises in order (position, then id). */
export async function orderOf(tx: Tx, branchId: string): Promise<Placed[]> {
  return (await tx
    .select({ id: idColumn, position: positionColumn })
    .from(table)
    .where(eq(column(table, 'branch'), branchId))
    .orderBy(asc(positionColumn), asc(idColumn))) as Placed[];
}

/**
 * The index an expertise goes to in `order`: before `before`, or at the end when `before` is null or absent.
 * A `before` that is not in `order` (another branch's expertise, an unknown id) is a 422 on `before`.
 */
export function slotOf(order: readonly string[], before: string | null | undefined): number {
  if (before === null || before === undefined) return order.length;
  const index = order.indexOf(before.toLowerCase());
  if (index < 0) throw new ValidationError({ before: [translate('server.admin.expertises.notInBranch')] });
  return index;
}

/**
 * Gives the expertises of `target` the positions 1..n in that order, writing only those whose position changes
 * (one statement). A null in `target` is a place kept free (the expertise being inserted).
 */
export async function renumber(
  tx: Tx,
  current: readonly Placed[],
  target: readonly (string | null)[],
): Promise<void> {
  const stored = new Map(current.map((placed) => [placed.id, placed.position]));
  const changed = target.flatMap((id, index) =>
    id !== null && stored.get(id) !== index + 1 ? [{ id, position: index + 1 }] : [],
  );
  if (changed.length === 0) return;
  const cases = sql.join(
    changed.map((placed) => sql`when ${idColumn} = ${placed.id} then ${placed.position}::integer`),
    sql` `,
  );
  await tx
    .update(table)
    .set({ position: sql`case ${cases} end`, updatedAt: new Date() })
    .where(
      inArray(
        idColumn,
        changed.map((placed) => placed.id),
      ),
    );
}
