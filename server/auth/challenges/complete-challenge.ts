import { translate } from '../../../i18n/server/translate.ts';
import type { SessionConfirmation, User } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/http-error.ts';
import { challengeExpired, methodUnavailable } from './challenge-errors.ts';
import { claimChallenge, markFirstFactorDone, type LoadedChallenge } from './challenges.ts';
import { recognizeDevice } from '../devices/recognize-device.ts';
import { requireChallenge } from './require-challenge.ts';
import { describeSecondStep, methodsOfChallenge } from './second-step.ts';
import type { SignInContext, SignInResult } from '../sign-in/sign-in-context.ts';
import { attemptKind, type Attempt } from '../sign-in/sign-in-events.ts';
import type { ChallengeMethod } from '../../../contract/enums.ts';
import { needsSecondStep } from '../sign-in/sign-in-methods.ts';
import {
  beginThrottledAttempt,
  checkBegun,
  settleAttempt,
  type BegunAttempt,
} from '../sign-in/sign-in-throttle.ts';
import { refuseBlocked } from '../sign-in/refuse-blocked.ts';
import { startSignedInSession, type SignedInSessionOptions } from '../sign-in/start-session.ts';

/** What a method's check gave. A failure names the field, the Dutch message and the reason recorded. */
export type Verification =
  | { ok: true; backupCodesLeft?: number }
  | {
      ok: false;
      field: 'code' | 'password' | 'currentPassword' | 'passkey';
      message: string;
      reason: string;
    };

/** The failure of a wrong code: 'De code is onjuist.'. */
export function wrongCode(): Verification {
  return { ok: false, field: 'code', message: translate('server.challenge.wrongCode'), reason: 'wrong_code' };
}

/**
 * Completes a challenge with one method, the same way for all of them:
 * 1. the browser's live challenge, or 401;
 * 2. the method must be offered by the challenge now, or 422 on `challenge`;
 * 3. the throttle (this browser's known device of the user, else this challenge's own count, the account's cap
 *    among unknown browsers and the IP's; code or password failures), or 429 without any work; counted and
 *    recorded as pending in one step (server/auth/sign-in/sign-in-throttle.ts);
 * 4. the method's own check; a failure is recorded and answered 422 on `code` / `password`;
 * 5. after the email code of an email sign-in, when the user has a second step and this browser is not a trusted
 *    device of theirs: the same challenge goes on to it; otherwise the challenge is claimed (deleted, once) and the
 *    session starts, trusting this browser for 30 days when `options.trustDevice` (docs/sign-in.md "Known and
 *    trusted devices").
 * A decoy challenge (no user) never succeeds, whatever its check says.
 */
export async function completeChallenge(
  ctx: SignInContext,
  challengeId: string,
  method: ChallengeMethod,
  verify: (loaded: LoadedChallenge) => Promise<Verification>,
  options: { trustDevice?: boolean | undefined } = {},
): Promise<SignInResult> {
  const loaded = await requireChallenge(ctx, challengeId);
  const { challenge, user } = loaded;
  const methods = await methodsOfChallenge(ctx, challenge, user);
  if (!methods.includes(method)) throw methodUnavailable();
  const device = user ? await recognizeDevice(ctx, { userId: user.id }) : null;
  const attempt: Attempt = {
    email: challenge.email,
    userId: user?.id ?? null,
    method,
    kind: attemptKind(method),
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    deviceId: device?.id ?? null,
    challengeId: device ? null : challenge.id,
  };
  const begun = await beginThrottledAttempt(ctx.db, attempt, ctx.now);
  const verification = await checkBegun(ctx.db, begun, () => verify(loaded));
  if (!verification.ok || !user) {
    const failure = verification.ok ? (wrongCode() as Extract<Verification, { ok: false }>) : verification;
    await settleAttempt(ctx.db, begun, { outcome: 'failure', reason: failure.reason });
    throw new ValidationError({ [failure.field]: [failure.message] });
  }
  await refuseBlocked(ctx.db, begun, user);
  const trustedSkip = challenge.firstFactor === null && needsSecondStep(user) && device?.trusted === true;
  if (challenge.firstFactor === null && needsSecondStep(user) && !trustedSkip) {
    const secondStep = await describeSecondStep(ctx, { ...challenge, firstFactor: 'email' }, user);
    if (secondStep.methods.length > 0) {
      await markFirstFactorDone(ctx.db, challenge.id, 'email');
      await settleAttempt(ctx.db, begun, { outcome: 'success', reason: 'second_step' });
      return { next: 'second_step', secondStep, bindingToken: null };
    }
  }
  return finish(ctx, loaded.challenge.id, user, begun, {
    remember: challenge.remember,
    intendedUrl: challenge.intendedUrl,
    signedInWith: strongestOf(challenge.firstFactor, method),
    backupCodesLeft: verification.backupCodesLeft,
    trustDevice: options.trustDevice === true,
    reason: trustedSkip ? 'trusted_device' : 'signed_in',
  });
}

/** What a sign-in of these steps counts as, should it end in onboarding (start-session.ts). */
function strongestOf(firstFactor: string | null, method: ChallengeMethod): SessionConfirmation | null {
  if (firstFactor === 'password' || method === 'password') return 'password';
  if (method === 'backup_code') return null;
  if (firstFactor !== null && firstFactor !== 'email' && method === 'email') return 'social';
  return method;
}

async function finish(
  ctx: SignInContext,
  challengeId: string,
  user: User,
  begun: BegunAttempt,
  options: SignedInSessionOptions & { backupCodesLeft: number | undefined; reason: string },
): Promise<SignInResult> {
  if (!(await claimChallenge(ctx.db, challengeId))) {
    // Another request completed the challenge first: this one started nothing.
    await settleAttempt(ctx.db, begun, { outcome: 'failure', reason: 'challenge_used' });
    throw challengeExpired();
  }
  await settleAttempt(ctx.db, begun, { outcome: 'success', reason: options.reason });
  const started = await startSignedInSession(ctx, user, options);
  return options.backupCodesLeft === undefined
    ? started
    : { ...started, backupCodesLeft: options.backupCodesLeft };
}
