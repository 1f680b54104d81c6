import { and, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { translate } from '../../../i18n/server/translate.ts';
import { revokeTrustedDevices } from '../devices/revoke-trust.ts';
import { forgetSessions } from '../../session-cache/session-cache.ts';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests, sessions } from '../../db/schema/index.ts';
import { ValidationError, type FieldErrors } from '../../http/http-error.ts';
import { findUserById } from '../../users/users.ts';
import { newPasswordErrors, storePasswordHash } from '../passwords/new-password.ts';
import { hashPassword } from '../passwords/passwords.ts';
import { RESET_WRONG_EMAIL_ATTEMPTS } from './reset-policy.ts';
import { hashResetToken, looksLikeResetToken } from './reset-token.ts';

export interface ResetPasswordInput {
  token: string;
  email: string;
  password: string;
  passwordConfirmation: string;
}

export interface ResetPasswordOptions {
  /** A contextual word the password may not be made of (config APP_NAME). */
  appName: string;
  now?: Date;
}

/**
 * `POST /auth/reset-password`. In order:
 * - the token must be a live link (issued, not used, not ended, within 60 minutes): else one 422 on `token`;
 * - the email must be the link's account's (trimmed, any case): else 422 on `email`, saying only that it does not
 *   belong to the link; the RESET_WRONG_EMAIL_ATTEMPTS-th wrong address ends the link. The password is then not
 *   judged, because its contextual check would say something about the account's name;
 * - the password must pass the policy and the confirmation must equal it (new-password.ts, as every new
 *   password); these field errors come together in one 422.
 * Then, in one transaction: the link is used (checked again, so two submits cannot both win), the account's
 * other open links end, the new argon2id hash is stored with `password_change_required` false, and every session
 * of the account is deleted. Then no device of the account is trusted any more. Nobody is signed in: the person
 * signs in again, through the second step (on every device).
 * Returns the account's id.
 */
export async function resetPassword(
  db: Db,
  input: ResetPasswordInput,
  options: ResetPasswordOptions,
): Promise<{ userId: string }> {
  const now = options.now ?? new Date();
  const request = looksLikeResetToken(input.token) ? await liveRequest(db, input.token, now) : null;
  const user = request?.userId ? await findUserById(db, request.userId) : null;
  if (!request || !user) throw tokenInvalid();

  const errors: FieldErrors = {};
  const emailMatches = input.email.trim().toLowerCase() === user.email.trim().toLowerCase();
  if (!emailMatches) {
    errors.email = [translate('server.password.reset.emailMismatch')];
    await db
      .update(passwordResetRequests)
      .set({
        failedAttempts: sql`${passwordResetRequests.failedAttempts} + 1`,
        revokedAt: sql`case when ${passwordResetRequests.failedAttempts} + 1 >= ${RESET_WRONG_EMAIL_ATTEMPTS} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(eq(passwordResetRequests.id, request.id));
  }
  Object.assign(errors, await newPasswordErrors(input, emailMatches ? user : null, options.appName));
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const passwordHash = await hashPassword(input.password);
  const used = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(passwordResetRequests)
      .set({ usedAt: now })
      .where(and(eq(passwordResetRequests.id, request.id), ...liveConditions(now)))
      .returning({ id: passwordResetRequests.id });
    if (!claimed) return false;
    await tx
      .update(passwordResetRequests)
      .set({ revokedAt: now })
      .where(
        and(
          eq(passwordResetRequests.userId, user.id),
          ne(passwordResetRequests.id, request.id),
          isNotNull(passwordResetRequests.tokenHash),
          isNull(passwordResetRequests.usedAt),
          isNull(passwordResetRequests.revokedAt),
        ),
      );
    await storePasswordHash(tx, user.id, passwordHash, now);
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return true;
  });
  forgetSessions(db);
  if (!used) throw tokenInvalid();
  await revokeTrustedDevices(db, user.id);
  return { userId: user.id };
}

/**
 * `GET /auth/reset-password/{token}`: whether the link is live, without using it (nothing is written), so the reset
 * page can say at once that a link is spent. It tells no more than `POST /auth/reset-password` already does with
 * the same token (its 422 on `token`), and takes the same one indexed query for a live link and a dead one.
 */
export async function checkResetLink(db: Db, token: string, now: Date = new Date()): Promise<void> {
  const request = looksLikeResetToken(token) ? await liveRequest(db, token, now) : null;
  if (!request?.userId) throw tokenInvalid();
}

function liveConditions(now: Date) {
  return [
    isNull(passwordResetRequests.usedAt),
    isNull(passwordResetRequests.revokedAt),
    gt(passwordResetRequests.expiresAt, now),
  ];
}

async function liveRequest(db: Db, token: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResetRequests.id, userId: passwordResetRequests.userId })
    .from(passwordResetRequests)
    .where(and(eq(passwordResetRequests.tokenHash, hashResetToken(token)), ...liveConditions(now)))
    .limit(1);
  return row ?? null;
}

function tokenInvalid(): ValidationError {
  return new ValidationError({ token: [translate('server.password.reset.tokenInvalid')] });
}
