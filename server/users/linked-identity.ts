import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { userIdentities } from '../db/schema/index.ts';

/** Whether the user has at least one linked Apple, Google or Microsoft identity (an onboarding fact). */
export async function hasLinkedIdentity(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userIdentities.id })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .limit(1);
  return row !== undefined;
}
