import { and, eq } from 'drizzle-orm';
import { translate } from '../../../i18n/server/translate.ts';
import type { Db } from '../../db/client.ts';
import { passkeys, users, type Passkey } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { revokeTrustedDevices } from '../devices/revoke-trust.ts';
import { countPasskeys, findPasskeyOfUser } from './passkey-store.ts';

/** Another user's or an unknown passkey: 404 'Deze passkey bestaat niet (meer).'. */
function passkeyNotFound(): HttpError {
  return new HttpError(404, translate('server.passkeys.notFound'));
}

/** `PATCH /user/passkeys/{id}`: the user's own name for one of their passkeys. */
export async function renamePasskey(db: Db, userId: string, id: string, name: string): Promise<Passkey> {
  if (!(await findPasskeyOfUser(db, userId, id))) throw passkeyNotFound();
  const [renamed] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning();
  if (!renamed) throw passkeyNotFound();
  return renamed;
}

/**
 * `DELETE /user/passkeys/{id}`: the passkey stops working at once. When it was the last one and the preferred
 * second step was `passkey`, the preference falls back to the authenticator (when confirmed), else the email
 * code, as removing the authenticator does. A change of the second-step settings: trusted devices end.
 */
export async function removePasskey(db: Db, userId: string, id: string, now: Date): Promise<void> {
  if (!(await findPasskeyOfUser(db, userId, id))) throw passkeyNotFound();
  const removed = await db
    .delete(passkeys)
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning({ id: passkeys.id });
  if (removed.length === 0) throw passkeyNotFound();
  if ((await countPasskeys(db, userId)) === 0) {
    const [user] = await db
      .select({
        preferredOtp: users.preferredOtp,
        totpConfirmedAt: users.totpConfirmedAt,
        totpSecret: users.totpSecret,
      })
      .from(users)
      .where(eq(users.id, userId));
    if (user?.preferredOtp === 'passkey') {
      const fallback = user.totpSecret && user.totpConfirmedAt ? 'totp' : 'email';
      await db.update(users).set({ preferredOtp: fallback, updatedAt: now }).where(eq(users.id, userId));
    }
  }
  await revokeTrustedDevices(db, userId);
}
