import { translate } from '../../../i18n/server/translate.ts';
import { ValidationError } from '../../http/http-error.ts';
import { findUserByEmail } from '../../users/users.ts';
import { createChallenge } from '../challenges/challenges.ts';
import { recognizeDevice } from '../devices/recognize-device.ts';
import { sanitizeIntendedUrl } from './intended-url.ts';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../passwords/passwords.ts';
import { describeSecondStep } from '../challenges/second-step.ts';
import type { SignInContext, SignInResult } from './sign-in-context.ts';
import { normalizeSignInEmail, type Attempt } from './sign-in-events.ts';
import { needsSecondStep } from './sign-in-methods.ts';
import {
  beginThrottledAttempt,
  checkBegun,
  passwordThrottledError,
  settleAttempt,
} from './sign-in-throttle.ts';
import { refuseBlocked } from './refuse-blocked.ts';
import { startSignedInSession } from './start-session.ts';

export interface LoginWithPasswordInput {
  email: string;
  password: string;
  remember: boolean;
  intendedUrl?: string | null | undefined;
}

/**
 * Password sign-in (the first factor). A throttled attempt is refused before any work (429; from an unknown
 * browser with the ways on: `alternatives`); otherwise it is recorded as pending in the same step
 * (sign-in-throttle.ts) and settled after the check. An unknown email, an
 * account without password and a wrong password give the same 422 after the same work (one user query, one argon2
 * verify, one event). The attempt is throttled and recorded with this browser's known device of the typed account,
 * if any (docs/sign-in.md "No targeted lock-out"). A user with a second step gets a challenge bound to this browser
 * (`next: 'second_step'`, no session yet), unless this browser is a trusted device of theirs; one without
 * (onboarding) or on a trusted device gets the session at once, rotated.
 */
export async function loginWithPassword(
  ctx: SignInContext,
  input: LoginWithPasswordInput,
): Promise<SignInResult> {
  const email = normalizeSignInEmail(input.email);
  const device = await recognizeDevice(ctx, { email });
  const attempt: Attempt = {
    email,
    userId: null,
    method: 'password',
    kind: 'password',
    ip: ctx.ip,
    userAgent: ctx.userAgent,
    deviceId: device?.id ?? null,
  };
  const begun = await beginThrottledAttempt(ctx.db, attempt, ctx.now, { refusal: passwordThrottledError });
  const { user, valid } = await checkBegun(ctx.db, begun, async () => {
    const found = await findUserByEmail(ctx.db, email);
    const hash = found?.passwordHash ?? null;
    return { user: found, valid: await verifyPassword(hash ?? DUMMY_PASSWORD_HASH, input.password) };
  });
  const passwordHash = user?.passwordHash ?? null;
  const userId = user?.id ?? null;
  if (!user || !passwordHash || !valid) {
    const reason = !user ? 'unknown_account' : !passwordHash ? 'no_password' : 'wrong_password';
    await settleAttempt(ctx.db, begun, { outcome: 'failure', reason, userId });
    throw new ValidationError({ email: [translate('server.login.invalidCredentials')] });
  }
  await refuseBlocked(ctx.db, begun, user);
  const intendedUrl = sanitizeIntendedUrl(input.intendedUrl);
  if (needsSecondStep(user) && !device?.trusted) {
    const { challenge, bindingToken } = await createChallenge(
      ctx.db,
      { userId: user.id, email, firstFactor: 'password', remember: input.remember, intendedUrl },
      ctx.now,
    );
    await settleAttempt(ctx.db, begun, { outcome: 'success', reason: 'second_step', userId });
    return { next: 'second_step', secondStep: await describeSecondStep(ctx, challenge, user), bindingToken };
  }
  const reason = needsSecondStep(user) ? 'trusted_device' : 'signed_in';
  await settleAttempt(ctx.db, begun, { outcome: 'success', reason, userId });
  return startSignedInSession(ctx, user, { remember: input.remember, intendedUrl, signedInWith: 'password' });
}
