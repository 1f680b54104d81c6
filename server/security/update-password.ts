import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import { currentUser } from '../account/current-user.ts';
import { ValidationError } from '../http/http-error.ts';
import { checkUserPassword } from '../auth/challenges/complete-password-challenge.ts';
import { confirmationContext } from '../auth/confirmation/confirmation-context.ts';
import { confirmWith } from '../auth/confirmation/confirm-with.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import type { NewPassword } from '../../contract/api/passwords.ts';
import { newPasswordErrors, storePasswordHash } from '../auth/passwords/new-password.ts';
import { hashPassword } from '../auth/passwords/passwords.ts';
import { endOtherSessions } from './user-sessions.ts';

export interface UpdatePasswordInput extends NewPassword {
  currentPassword?: string | undefined;
  logoutOtherSessions: boolean;
}

/**
 * `POST /user/update-password` (docs/self-service.md): a user with a password gives it, and the right one is a
 * confirmation by password (checked and throttled like one; wrong: 422 on `currentPassword`). A user without one
 * (social sign-in only) who sets a first password needs a recent confirmation (423). The new password follows the
 * policy (422 on `password`), the repetition must match (422 on `passwordConfirmation`); the new-password errors
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

  const errors = await newPasswordErrors(input, user, request.server.config.APP_NAME);
  if (user.passwordHash && !input.currentPassword) {
    errors.currentPassword = [translate('server.security.currentPasswordRequired')];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  if (user.passwordHash) {
    const current = input.currentPassword ?? '';
    await confirmWith(confirmationContext(request, session), 'password', (self) =>
      checkUserPassword(self, current, 'currentPassword'),
    );
  }
  const passwordHash = await hashPassword(input.password);
  await storePasswordHash(db, user.id, passwordHash, new Date());
  await revokeTrustedDevices(db, user.id);
  const otherSessionsEnded = input.logoutOtherSessions ? await endOtherSessions(db, session) : 0;
  return { otherSessionsEnded };
}
