import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { CodeChannel } from '../../../contract/enums.ts';
import { oneTimeCodes, type CodePurpose, type OneTimeCode } from '../../db/schema/index.ts';

/**
 * docs/architecture.md "Security numbers": 6 digits, valid 10 minutes, at most 5 tries, a new one 60 s after the
 * previous (per channel).
 */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_COOLDOWN_MS = 60 * 1000;

/** A fresh code: 6 digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
}

/** A fresh row id for a code: the hash covers it, so equal codes never have equal hashes. */
export function newCodeId(): string {
  return randomUUID();
}

/**
 * HMAC-SHA-256 (hex) of a code under the app key, bound to the code's row id. Without the key the 10^6 possible
 * codes cannot be tried against a stolen hash; a labelled, length-prefixed input keeps it apart from every other
 * use of the key (XSRF tokens, TOTP secrets).
 */
export function hashCode(appKey: Buffer, codeId: string, code: string): string {
  return createHmac('sha256', appKey)
    .update(`one-time-code:${codeId.length}:${codeId}:${code}`)
    .digest('hex');
}

/** Whether `code` is the code behind `codeHash`; constant time in the hash. */
export function codeMatches(appKey: Buffer, codeId: string, codeHash: string, code: string): boolean {
  const expected = Buffer.from(codeHash, 'hex');
  const given = Buffer.from(hashCode(appKey, codeId, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** When the next code of a channel may be sent, given when the previous one was. */
export function resendAvailableAt(previousCreatedAt: Date): Date {
  return new Date(previousCreatedAt.getTime() + CODE_RESEND_COOLDOWN_MS);
}

/** Whose code it is: a sign-in challenge's, or (verification, re-confirmation) a signed-in user's. */
export type CodeOwner = { challengeId: string } | { userId: string };

export interface CodeSlot {
  owner: CodeOwner;
  channel: CodeChannel;
  purpose: CodePurpose;
}

/** Asked for a new code inside the 60 s after the previous one of the same slot. */
export class CodeCooldownError extends Error {
  readonly availableAt: Date;
  constructor(availableAt: Date) {
    super('a new code is not available yet');
    this.availableAt = availableAt;
  }
}

export interface IssuedCode {
  id: string;
  /** The plain code: sent once, never stored. */
  code: string;
  resendAvailableAt: Date;
}

function ownerCondition(owner: CodeOwner): SQL {
  return 'challengeId' in owner
    ? eq(oneTimeCodes.challengeId, owner.challengeId)
    : and(eq(oneTimeCodes.userId, owner.userId), isNull(oneTimeCodes.challengeId))!;
}

function slotCondition(slot: CodeSlot): SQL {
  return and(
    ownerCondition(slot.owner),
    eq(oneTimeCodes.channel, slot.channel),
    eq(oneTimeCodes.purpose, slot.purpose),
  )!;
}

/** The live code of a slot (there is at most one), or null. */
export async function findCode(db: Db, slot: CodeSlot): Promise<OneTimeCode | null> {
  const [row] = await db.select().from(oneTimeCodes).where(slotCondition(slot)).limit(1);
  return row ?? null;
}

/**
 * A new code for a slot, replacing the previous one, unless that one is younger than 60 s (CodeCooldownError).
 * One statement (insert … on conflict do update … where the old row is old enough), so two requests at the same
 * moment cannot both send a code.
 */
export async function issueCode(
  db: Db,
  appKey: Buffer,
  slot: CodeSlot & { recipient: string },
  now: Date = new Date(),
): Promise<IssuedCode> {
  const id = newCodeId();
  const code = generateCode();
  const values = {
    id,
    ...('challengeId' in slot.owner
      ? { challengeId: slot.owner.challengeId }
      : { userId: slot.owner.userId }),
    channel: slot.channel,
    purpose: slot.purpose,
    recipient: slot.recipient,
    codeHash: hashCode(appKey, id, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    usedAt: null,
  };
  const target =
    'challengeId' in slot.owner
      ? [oneTimeCodes.challengeId, oneTimeCodes.channel, oneTimeCodes.purpose]
      : [oneTimeCodes.userId, oneTimeCodes.channel, oneTimeCodes.purpose];
  const cooledDown = new Date(now.getTime() - CODE_RESEND_COOLDOWN_MS);
  const stored = await db
    .insert(oneTimeCodes)
    .values(values)
    .onConflictDoUpdate({
      target,
      set: {
        id,
        recipient: values.recipient,
        codeHash: values.codeHash,
        attempts: 0,
        createdAt: now,
        expiresAt: values.expiresAt,
        usedAt: null,
      },
      setWhere: sql`${oneTimeCodes.createdAt} <= ${cooledDown.toISOString()}`,
    })
    .returning({ id: oneTimeCodes.id });
  if (stored.length === 0) {
    const current = await findCode(db, slot);
    throw new CodeCooldownError(current ? resendAvailableAt(current.createdAt) : resendAvailableAt(now));
  }
  return { id, code, resendAvailableAt: resendAvailableAt(now) };
}

/** Removes a code again (its delivery failed), so the cooldown does not hold back the next try. */
export async function discardCode(db: Db, id: string): Promise<void> {
  await db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, id));
}

/**
 * What checking a code gave: `ok` (now used), `wrong`, `expired` (past 10 minutes, or used already), `too_many`
 * (the fifth wrong try, and every try after it), `none` (no code was sent for this slot).
 */
export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'too_many' | 'none';

/**
 * Checks a typed code against the slot's code. Each check takes a try, and a right code is used, in one
 * conditional update (attempts < 5, not used): concurrent guesses cannot exceed five, and of concurrent checks
 * with the right code exactly one gets `ok`; the others find it used (`expired`).
 */
export async function checkCode(
  db: Db,
  appKey: Buffer,
  slot: CodeSlot,
  code: string,
  now: Date = new Date(),
): Promise<CodeCheck> {
  const row = await findCode(db, slot);
  if (!row) return 'none';
  if (row.usedAt || row.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (row.attempts >= CODE_MAX_ATTEMPTS) return 'too_many';
  const right = codeMatches(appKey, row.id, row.codeHash, code);
  const [taken] = await db
    .update(oneTimeCodes)
    .set({ attempts: sql`${oneTimeCodes.attempts} + 1`, ...(right ? { usedAt: now } : {}) })
    .where(
      and(
        eq(oneTimeCodes.id, row.id),
        lt(oneTimeCodes.attempts, CODE_MAX_ATTEMPTS),
        isNull(oneTimeCodes.usedAt),
      ),
    )
    .returning({ attempts: oneTimeCodes.attempts });
  if (!taken) return (await usedOrReplaced(db, row.id)) ? 'expired' : 'too_many';
  if (right) return 'ok';
  return taken.attempts >= CODE_MAX_ATTEMPTS ? 'too_many' : 'wrong';
}

/** Whether the code `id` was used, or replaced by a newer one, since it was read. */
async function usedOrReplaced(db: Db, id: string): Promise<boolean> {
  const [row] = await db
    .select({ usedAt: oneTimeCodes.usedAt })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.id, id))
    .limit(1);
  return !row || row.usedAt !== null;
}
