import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { translate } from '../../i18n/server-translate.ts';
import { currentUser } from '../account/current-user.ts';
import { users } from '../db/schema/index.ts';
import { ValidationError, type FieldErrors } from '../http/http-error.ts';
import { checkUserPassword } from '../auth/complete-password-challenge.ts';
import { confirmationContext } from '../auth/confirmation/confirmation-context.ts';
import { confirmWith } from '../auth/confirmation/confirm-with.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import { requireUser } from '../auth/guards.ts';
import { checkPassword } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { endOtherSessions } from './user-sessions.ts';

export interface UpdatePasswordInput {
  current_password?: string | undefined;
  password: string;
  password_confirmation: string;
  logout_other_sessions: boolean;
}

/**
 * `POST /user/update-password` (docs/self-service.md): a user with a password gives it, and the right one is a
 * confirmation by password (checked and throttled like one; wrong: 422 on `current_password`). A user without one
 * (social sign-in only) who sets a first password needs a recent confirmation (423). The new password follows the
 * policy (422 on `password`), the repetition must match (422 on `password_confirmation`); the new-password errors
 * come first, so a mistyped repetition never costs a password try. Ends the trust of every device ("Dit apparaat
 * 30 dagen onthouden": the next sign-in asks the second step again) and optionally every other session.
 */
export async function updatePassword(
  request: FastifyRequest,
  input: UpdatePasswordInput,
): Promise<{ otherSessionsEnded: number }> {
  const session = requireUser(request);
  const { db } = request.server.database;
  const user = await currentUser(db, session);
  if (!user.passwordHash) await requireRecentConfirmation(request, 'any');

  const errors: FieldErrors = {};
  const verdict = await checkPassword(input.password, {
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    appName: request.server.config.APP_NAME,
  });
  if (verdict.errors.length > 0) errors.password = verdict.errors;
  if (input.password_confirmation !== input.password) {
    errors.password_confirmation = [translate('server.password.confirmationMismatch')];
  }
  if (user.passwordHash && !input.current_password) {
    errors.current_password = [translate('server.security.currentPasswordRequired')];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  if (user.passwordHash) {
    const current = input.current_password ?? '';
    await confirmWith(confirmationContext(request, session), 'password', (self) =>
      checkUserPassword(self, current, 'current_password'),
    );
  }
  const passwordHash = await hashPassword(input.password);
  await db
    .update(users)
    .set({ passwordHash, passwordChangeRequired: false, updatedAt: new Date() })
    .where(eq(users.id, user.id));
  await revokeTrustedDevices(db, user.id);
  const otherSessionsEnded = input.logout_other_sessions ? await endOtherSessions(db, session) : 0;
  return { otherSessionsEnded };
}
