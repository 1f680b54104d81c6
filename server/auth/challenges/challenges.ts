import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  signInChallenges,
  type FirstFactor,
  type SignInChallenge,
  type User,
} from '../../db/schema/index.ts';
import { findUserById } from '../../users/users.ts';

/** A challenge lives 15 minutes (docs/sign-in.md). */
export const CHALLENGE_TTL_MS = 15 * 60 * 1000;

/** A new challenge id: 128 random bits, base64url (22 characters). */
export function newChallengeId(): string {
  return randomBytes(16).toString('base64url');
}

/** A new browser binding: 256 random bits, base64url (43 characters), the `zp_challenge` cookie's value. */
export function newBindingToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 (hex) of a binding token: what `sign_in_challenges.binding_hash` holds. */
export function hashBindingToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface NewChallenge {
  userId: string | null;
  email: string;
  firstFactor: FirstFactor | null;
  remember: boolean;
  intendedUrl: string | null;
}

export interface CreatedChallenge {
  challenge: SignInChallenge;
  /** The cookie value binding it to this browser: returned once, only its hash is stored. */
  bindingToken: string;
}

/** Stores a challenge bound to a fresh browser token. */
export async function createChallenge(
  db: Db,
  input: NewChallenge,
  now: Date = new Date(),
): Promise<CreatedChallenge> {
  const bindingToken = newBindingToken();
  const [challenge] = await db
    .insert(signInChallenges)
    .values({
      id: newChallengeId(),
      ...input,
      bindingHash: hashBindingToken(bindingToken),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    })
    .returning();
  if (!challenge) throw new Error('challenge insert returned no row');
  return { challenge, bindingToken };
}

export interface LoadedChallenge {
  challenge: SignInChallenge;
  /** Null for a decoy (an email address without account). */
  user: User | null;
}

/**
 * The live challenge with this id bound to this browser, with its user; null when it is unknown, expired, used
 * (deleted), or asked for without the browser's binding cookie. The callers answer all of these with the same 401.
 */
export async function findChallenge(
  db: Db,
  id: string,
  bindingToken: string | null,
  now: Date = new Date(),
): Promise<LoadedChallenge | null> {
  if (!bindingToken || !/^[A-Za-z0-9_-]{22}$/.test(id)) return null;
  const [challenge] = await db
    .select()
    .from(signInChallenges)
    .where(
      and(
        eq(signInChallenges.id, id),
        eq(signInChallenges.bindingHash, hashBindingToken(bindingToken)),
        gt(signInChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  if (!challenge) return null;
  if (!challenge.userId) return { challenge, user: null };
  const user = await findUserById(db, challenge.userId);
  return user ? { challenge, user } : null;
}

/** Records that the first factor (the email code) is done: the challenge now waits for the second step. */
export async function markFirstFactorDone(db: Db, id: string, firstFactor: FirstFactor): Promise<void> {
  await db.update(signInChallenges).set({ firstFactor }).where(eq(signInChallenges.id, id));
}

/**
 * Deletes the challenge as it is completed; false when another request completed it first (only one of two
 * concurrent completions starts a session).
 */
export async function claimChallenge(db: Db, id: string): Promise<boolean> {
  const deleted = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, id))
    .returning({ id: signInChallenges.id });
  return deleted.length > 0;
}

/** Deletes challenges past their end (their codes go with them). Returns how many. */
export async function purgeExpiredChallenges(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.delete(signInChallenges).where(lte(signInChallenges.expiresAt, now));
  return result.rowCount ?? 0;
}
