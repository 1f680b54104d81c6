import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { IdentityProvider } from '../../../contract/enums.ts';
import { userIdentities, type UserIdentity } from '../../db/schema/index.ts';

/** The identity is linked to another user already: one identity signs in to one account. */
export class IdentityTakenError extends Error {}

/**
 * Links an identity of `provider` (the ID token's `sub`) to a user, replacing the user's earlier identity of that
 * provider. For the self-service issue ("Koppel Google bij Beveiliging"), the seed and the tests. Throws
 * IdentityTakenError when another user has this identity.
 */
export async function linkIdentity(
  db: Db,
  userId: string,
  provider: IdentityProvider,
  subject: string,
  email: string | null,
  now: Date = new Date(),
): Promise<UserIdentity> {
  const existing = await findIdentity(db, provider, subject);
  if (existing && existing.userId !== userId) throw new IdentityTakenError(`${provider} identity is taken`);
  return db.transaction(async (tx) => {
    await tx
      .delete(userIdentities)
      .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)));
    const [row] = await tx
      .insert(userIdentities)
      .values({ userId, provider, subject, email, createdAt: now })
      .returning();
    if (!row) throw new Error('identity insert returned no row');
    return row;
  });
}

/** Removes the user's identity of `provider`; false when there was none. */
export async function unlinkIdentity(db: Db, userId: string, provider: IdentityProvider): Promise<boolean> {
  const deleted = await db
    .delete(userIdentities)
    .where(and(eq(userIdentities.userId, userId), eq(userIdentities.provider, provider)))
    .returning({ id: userIdentities.id });
  return deleted.length > 0;
}

/** The identity of `provider` with this subject, or null. */
export async function findIdentity(
  db: Db,
  provider: IdentityProvider,
  subject: string,
): Promise<UserIdentity | null> {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

/** A user's linked identities (for the security settings), oldest first. */
export async function identitiesOfUser(db: Db, userId: string): Promise<UserIdentity[]> {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt));
}
