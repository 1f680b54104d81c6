import type { AnyResource } from '../../../resources/define.ts';
import type { Db } from '../../db/client.ts';
import { constraintError } from '../constraint-errors.ts';

/** An open transaction of `db.transaction`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Runs one write of an extension action in a short transaction (with its audit entry inside); a unique or
 * foreign-key violation of `resource`'s table becomes the engine's 422 on its field.
 */
export async function writeTransaction<T>(
  db: Db,
  resource: AnyResource,
  work: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    throw constraintError(resource, error);
  }
}
