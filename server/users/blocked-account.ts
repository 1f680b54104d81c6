import { eq } from 'drizzle-orm';
import { translate } from '../../i18n/server/translate.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';

/**
 * The refusal of a blocked account (docs/decisions.md "Account lifecycle"): 422 on `account`, 'Je account is
 * geblokkeerd. …'. Only said after the account's own credentials were accepted, so it tells a stranger nothing.
 */
export function blockedAccountError(): ValidationError {
  return new ValidationError({ account: [translate('server.login.accountBlocked')] });
}

/** Throws `blockedAccountError` when the account is blocked now (read again: a block may have just committed). */
export async function refuseBlockedAccount(db: Db, userId: string): Promise<void> {
  const [row] = await db.select({ blockedAt: users.blockedAt }).from(users).where(eq(users.id, userId));
  if (row?.blockedAt) throw blockedAccountError();
}
