import { translate } from '../../../i18n/server/translate.ts';
import type { ConfirmationMethod } from '../../../contract/enums.ts';
import type { User } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/http-error.ts';
import type { Verification } from '../challenges/complete-challenge.ts';
import { recognizeDevice } from '../devices/recognize-device.ts';
import { attemptKind, normalizeSignInEmail, type Attempt } from '../sign-in/sign-in-events.ts';
import { beginThrottledAttempt, checkBegun, settleAttempt } from '../sign-in/sign-in-throttle.ts';
import type { ConfirmationContext } from './confirmation-context.ts';
import { markSessionConfirmed } from './mark-confirmed.ts';
import { confirmationMethods, confirmingUser } from './require-confirmation.ts';

/** docs/self-service.md: `{ confirmed: true, method, confirmedUntil }`. */
export interface Confirmed {
  confirmed: true;
  method: ConfirmationMethod;
  confirmedUntil: Date;
}

/**
 * A method the user cannot confirm with (no passkey, no password, no authenticator, no verified phone …): 422 on
 * `challenge`.
 */
export function confirmationMethodUnavailable(): ValidationError {
  return new ValidationError({ challenge: [translate('server.confirmation.methodUnavailable')] });
}

/** The signed-in user, when they can confirm with `method` at all; else 422 on `challenge`. */
export async function userConfirmingWith(
  ctx: ConfirmationContext,
  method: ConfirmationMethod,
): Promise<User> {
  const user = await confirmingUser(ctx.db, ctx.session);
  if (!confirmationMethods(user, 'any', ctx.smsAvailable).includes(method)) {
    throw confirmationMethodUnavailable();
  }
  return user;
}

/**
 * A re-confirmation by one method, checked like a sign-in (docs/self-service.md "Confirming"):
 * 1. the user must have the method, else 422 on `challenge`;
 * 2. the sign-in throttle (this device's, or the unknown browsers' of the account, and the IP's), or 429 without
 *    work; counted and recorded as pending in one step (server/auth/sign-in/sign-in-throttle.ts);
 * 3. the method's check; a failure is a sign-in event and a 422 on `code` / `password` / `passkey`;
 * 4. success is a sign-in event (reason `confirmed`) and marks the session confirmed for 15 minutes.
 */
export async function confirmWith(
  ctx: ConfirmationContext,
  method: ConfirmationMethod,
  verify: (user: User) => Promise<Verification>,
): Promise<Confirmed> {
  const user = await userConfirmingWith(ctx, method);
  // A known device counts its own failures: a stranger's cannot block the owner's re-confirmation.
  const device = await recognizeDevice(ctx, { userId: user.id });
  const attempt: Attempt = {
    email: normalizeSignInEmail(user.email),
    userId: user.id,
    deviceId: device?.id ?? null,
    method,
    kind: attemptKind(method),
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  };
  const begun = await beginThrottledAttempt(ctx.db, attempt, ctx.now);
  const verification = await checkBegun(ctx.db, begun, () => verify(user));
  if (!verification.ok) {
    await settleAttempt(ctx.db, begun, { outcome: 'failure', reason: verification.reason });
    throw new ValidationError({ [verification.field]: [verification.message] });
  }
  await settleAttempt(ctx.db, begun, { outcome: 'success', reason: 'confirmed' });
  const until = await markSessionConfirmed(ctx.db, ctx.session, method, ctx.now);
  return { confirmed: true, method, confirmedUntil: until };
}
