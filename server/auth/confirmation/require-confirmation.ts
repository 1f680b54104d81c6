import type { FastifyRequest } from 'fastify';
import { translate } from '../../../i18n/server/translate.ts';
import { currentUser, type AccountUser } from '../../account/current-user.ts';
import type { Db } from '../../db/client.ts';
import { CONFIRMATION_METHODS, type ConfirmationMethod } from '../../../contract/enums.ts';
import { HttpError } from '../../http/http-error.ts';
import type { SessionContext } from '../../http/request-context.ts';
import { smsAvailable } from '../../notify/channels.ts';
import { requireUser } from '../sessions/guards.ts';
import { countPasskeys } from '../passkeys/passkey-store.ts';
import type { MethodFacts } from '../sign-in/sign-in-methods.ts';

/** A re-confirmation is valid this long (docs/architecture.md "Security numbers"). */
export const CONFIRMATION_TTL_MS = 15 * 60_000;

/**
 * How strong the confirmation of an action must be: `any` method, or `not_email` for changing the email address
 * or second-step settings, which an email code alone must never confirm (docs/architecture.md "Security numbers").
 */
export type ConfirmationStrength = 'any' | 'not_email';

/** The methods a user can re-confirm with for an action of this strength (`passkeys`: their count). Pure. */
export function confirmationMethods(
  user: MethodFacts,
  strength: ConfirmationStrength,
  canSendSms: boolean,
): ConfirmationMethod[] {
  // In the order the dialogs are offered: the strongest first (contract/enums.ts).
  return CONFIRMATION_METHODS.filter((method) => {
    switch (method) {
      case 'passkey':
        return (user.passkeys ?? 0) > 0;
      case 'totp':
        return Boolean(user.totpSecret && user.totpConfirmedAt);
      case 'password':
        return Boolean(user.passwordHash);
      case 'sms':
        return canSendSms && Boolean(user.phone && user.phoneVerifiedAt);
      case 'email':
        return strength === 'any';
    }
  });
}

/** The session's user with what their confirmation methods depend on beyond the row: how many passkeys. */
export async function confirmingUser(
  db: Db,
  session: Pick<SessionContext, 'userId'>,
): Promise<AccountUser & { passkeys: number }> {
  const [user, passkeys] = await Promise.all([currentUser(db, session), countPasskeys(db, session.userId)]);
  return { ...user, passkeys };
}

/** Whether the session's last confirmation is recent and strong enough. Pure. */
export function isRecentlyConfirmed(
  session: Pick<SessionContext, 'confirmedAt' | 'confirmedMethod'>,
  strength: ConfirmationStrength,
  now: Date,
): boolean {
  if (!session.confirmedAt || !session.confirmedMethod) return false;
  if (now.getTime() - session.confirmedAt.getTime() >= CONFIRMATION_TTL_MS) return false;
  return strength === 'any' || session.confirmedMethod !== 'email';
}

/**
 * The signed-in session when it was re-confirmed recently enough for a sensitive action; otherwise **423**
 * `{ message, data: { challenge: { methods } } }` (docs/architecture.md "The HTTP contract", docs/self-service.md
 * "Re-confirmation"). The
 * same rule for every session, onboarding or not: a sign-in that ended in onboarding counted as a confirmation
 * (server/auth/sign-in/start-session.ts), and it lapses after 15 minutes like any other.
 */
export async function requireRecentConfirmation(
  request: FastifyRequest,
  strength: ConfirmationStrength,
  now: Date = new Date(),
): Promise<SessionContext> {
  const session = requireUser(request);
  if (isRecentlyConfirmed(session, strength, now)) return session;
  const user = await confirmingUser(request.server.database.db, session);
  const methods = confirmationMethods(user, strength, smsAvailable(request.server.config));
  throw new HttpError(423, translate('server.confirmation.required'), { data: { challenge: { methods } } });
}
