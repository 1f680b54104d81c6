import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, type User } from '../../db/schema/index.ts';
import { decryptTotpSecret, verifyTotp, type TotpCheck } from './totp.ts';

/**
 * Checks a user's authenticator code and, when it is right, records its step in `users.totp_last_step` with a
 * conditional update, so two requests with the same code (or with codes of the same or an earlier step) cannot
 * both pass. For sign-in and, later, re-confirmation and the setup's check.
 */
export async function acceptTotpCode(
  db: Db,
  appKey: Buffer,
  user: Pick<User, 'id' | 'totpSecret' | 'totpLastStep'>,
  code: string,
  now: Date = new Date(),
): Promise<TotpCheck> {
  if (!user.totpSecret) return { ok: false, reason: 'wrong' };
  const secret = decryptTotpSecret(appKey, user.id, user.totpSecret);
  const check = verifyTotp(secret, code, { now, lastStep: user.totpLastStep });
  if (!check.ok) return check;
  const stored = await db
    .update(users)
    .set({ totpLastStep: check.step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, check.step))))
    .returning({ id: users.id });
  return stored.length > 0 ? check : { ok: false, reason: 'reused' };
}
