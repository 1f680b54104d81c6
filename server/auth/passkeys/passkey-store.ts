import { and, count, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passkeys, type Passkey } from '../../db/schema/index.ts';

/** How many passkeys a user has: what makes `passkey` one of their methods (server/auth/sign-in/sign-in-methods.ts). */
export async function countPasskeys(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ total: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return row?.total ?? 0;
}

/** A user's passkeys, newest first. */
export function passkeysOfUser(db: Db, userId: string): Promise<Passkey[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

/** The passkey with this credential id (base64url), of anyone; null when unknown. */
export async function findPasskeyByCredentialId(db: Db, credentialId: string): Promise<Passkey | null> {
  const [found] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId)).limit(1);
  return found ?? null;
}

/** One passkey of this user by its id; null for an unknown id or another user's passkey. */
export async function findPasskeyOfUser(db: Db, userId: string, id: string): Promise<Passkey | null> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
  const [found] = await db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .limit(1);
  return found ?? null;
}

export interface PasskeyUse {
  counter: number;
  backupEligible: boolean;
  backedUp: boolean;
  at: Date;
}

/**
 * Records a verified use: the new signature counter, the backup flags and the moment. Conditional on the counter
 * still being below the new one (or both 0: an authenticator that keeps no counter), so of two answers with the
 * same counter only one counts even when they are checked at the same time. False when the counter went back.
 */
export async function recordPasskeyUse(db: Db, passkeyId: string, use: PasskeyUse): Promise<boolean> {
  const updated = await db
    .update(passkeys)
    .set({
      counter: use.counter,
      backupEligible: use.backupEligible,
      backedUp: use.backedUp,
      lastUsedAt: use.at,
    })
    .where(
      and(
        eq(passkeys.id, passkeyId),
        use.counter === 0 ? eq(passkeys.counter, 0) : lt(passkeys.counter, use.counter),
      ),
    )
    .returning({ id: passkeys.id });
  return updated.length > 0;
}
