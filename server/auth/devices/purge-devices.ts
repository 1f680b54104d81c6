import { lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { signInDevices } from '../../db/schema/index.ts';

/**
 * Deletes known devices past their lifetime (180 days after their last sign-in), of every user: the periodic
 * clean-up's share (a user's own expired devices already go at each of their sign-ins). Returns how many went.
 */
export async function purgeExpiredDevices(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db.delete(signInDevices).where(lte(signInDevices.expiresAt, now));
  return deleted.rowCount ?? 0;
}
