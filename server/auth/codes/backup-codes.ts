import { randomInt } from 'node:crypto';
import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { backupCodes } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../passwords/passwords.ts';

/** docs/architecture.md "Security numbers": 10 backup codes, single use, argon2id-hashed. */
export const BACKUP_CODE_COUNT = 10;

// No look-alikes (0/o, 1/l/i), as the one-time passwords: a backup code is read off paper and typed in.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GROUP = 4;

/** One code like `k7pq-3mxa`: 8 characters of a 31-letter alphabet, about 40 bits. */
export function generateBackupCode(): string {
  const part = () => Array.from({ length: GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${part()}-${part()}`;
}

/**
 * A typed backup code in its stored form (`xxxx-xxxx`): case, spaces and dashes do not matter. Null when it
 * cannot be one of ours (wrong length or a letter outside the alphabet).
 */
export function normalizeBackupCode(value: string): string | null {
  const plain = value.toLowerCase().replace(/[\s-]/g, '');
  if (plain.length !== GROUP * 2 || [...plain].some((character) => !ALPHABET.includes(character)))
    return null;
  return `${plain.slice(0, GROUP)}-${plain.slice(GROUP)}`;
}

/**
 * Replaces a user's backup codes with 10 new ones and returns them in plain text (shown once; only the argon2id
 * hashes are kept). For the self-service issue's "renew" and for tests.
 */
export async function replaceBackupCodes(db: Db, userId: string): Promise<string[]> {
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, generateBackupCode);
  const hashes = await Promise.all(codes.map((code) => hashPassword(code)));
  await db.transaction(async (tx) => {
    await tx.delete(backupCodes).where(eq(backupCodes.userId, userId));
    await tx.insert(backupCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
  });
  return codes;
}

/** How many codes the user's current set has (0: never made), and how many of them are unused. */
export async function backupCodeCounts(db: Db, userId: string): Promise<{ issued: number; left: number }> {
  const [row] = await db
    .select({ issued: count(), used: count(backupCodes.usedAt) })
    .from(backupCodes)
    .where(eq(backupCodes.userId, userId));
  const issued = row?.issued ?? 0;
  return { issued, left: issued - (row?.used ?? 0) };
}

/** How many unused backup codes a user has. */
export async function backupCodesLeft(db: Db, userId: string): Promise<number> {
  return (await backupCodeCounts(db, userId)).left;
}

/**
 * Uses a backup code: true when it matched one of the user's unused codes, which is then marked used with a
 * conditional update (two requests with the same code cannot both pass). A malformed code is refused without
 * argon2 work; otherwise every unused hash is verified (in parallel, on libuv's pool).
 */
export async function redeemBackupCode(
  db: Db,
  userId: string,
  typed: string,
  now: Date = new Date(),
): Promise<boolean> {
  const code = normalizeBackupCode(typed);
  if (!code) return false;
  const unused = await db
    .select({ id: backupCodes.id, codeHash: backupCodes.codeHash })
    .from(backupCodes)
    .where(and(eq(backupCodes.userId, userId), isNull(backupCodes.usedAt)));
  const matches = await Promise.all(unused.map((row) => verifyPassword(row.codeHash, code)));
  const match = unused.find((_row, index) => matches[index]);
  if (!match) return false;
  const used = await db
    .update(backupCodes)
    .set({ usedAt: now })
    .where(and(eq(backupCodes.id, match.id), isNull(backupCodes.usedAt)))
    .returning({ id: backupCodes.id });
  return used.length > 0;
}
