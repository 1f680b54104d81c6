import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { ValidationError } from '../../http/http-error.ts';
import { findUserById } from '../../users/users.ts';
import { hashBindingToken, newBindingToken } from '../challenges/challenges.ts';
import { recognizeDevice } from '../devices/recognize-device.ts';
import { sanitizeIntendedUrl } from '../sign-in/intended-url.ts';
import type { SessionStarted, SignInContext } from '../sign-in/sign-in-context.ts';
import { normalizeSignInEmail, type Attempt } from '../sign-in/sign-in-events.ts';
import { checkBegun, settleAttempt } from '../sign-in/sign-in-throttle.ts';
import { refuseBlocked } from '../sign-in/refuse-blocked.ts';
import { startSignedInSession } from '../sign-in/start-session.ts';
import { authenticationOptions } from './passkey-options.ts';
import { passkeyNotRecognized } from './passkey-refused.ts';
import { beginPasskeyAttempt } from './passkey-throttle.ts';
import type { RelyingParty } from './relying-party.ts';
import { verifyAssertion } from './verify-assertion.ts';
import { storeWebauthnChallenge } from './webauthn-challenges.ts';

export interface PasskeySignInOptions {
  options: PublicKeyCredentialRequestOptionsJSON;
  /** The `zp_passkey` cookie value: the browser's own when it had one, else a new one. */
  bindingToken: string;
}

/**
 * `POST /auth/passkey-sign-in-options`: options without `allowCredentials` (the browser offers the passkeys it has
 * for us: nobody has said who they are yet), their challenge bound to this browser's `zp_passkey` token.
 */
export async function passkeySignInOptions(
  ctx: SignInContext,
  rp: RelyingParty,
  bindingToken: string | null,
): Promise<PasskeySignInOptions> {
  const token = bindingToken ?? newBindingToken();
  const options = await authenticationOptions(rp, null);
  await storeWebauthnChallenge(
    ctx.db,
    options.challenge,
    { purpose: 'sign_in', bindingHash: hashBindingToken(token) },
    ctx.now,
  );
  return { options, bindingToken: token };
}

export interface LoginWithPasskeyInput {
  response: AuthenticationResponseJSON;
  remember: boolean;
  intendedUrl?: string | null | undefined;
  /** The browser's `zp_passkey` token, if any. */
  bindingToken: string | null;
}

/**
 * `POST /auth/login-with-passkey` (docs/sign-in.md "Passkeys"): a passkey is the first factor and the second step
 * at once (docs/decisions.md "Passkeys: a second step and a first factor"), so a verified answer starts the
 * session; onboarding still applies. The passkey names its user. The per-IP throttle first (429 without work);
 * then the answer must sign a challenge of this browser and verify (server/auth/passkeys/verify-assertion.ts).
 * Every refusal, an unknown passkey included, is the same 422 on `passkey` and a failure event (no email: none was
 * typed; the user when the passkey is known).
 */
export async function loginWithPasskey(
  ctx: SignInContext,
  rp: RelyingParty,
  input: LoginWithPasskeyInput,
): Promise<SessionStarted> {
  const attempt: Attempt = {
    email: '',
    userId: null,
    method: 'passkey',
    kind: 'code',
    ip: ctx.ip,
    userAgent: ctx.userAgent,
  };
  const begun = await beginPasskeyAttempt(ctx.db, attempt, ctx.now);
  const { check, user } = await checkBegun(ctx.db, begun, async () => {
    const checked = input.bindingToken
      ? await verifyAssertion(
          ctx.db,
          rp,
          input.response,
          { purpose: 'sign_in', bindingHash: hashBindingToken(input.bindingToken) },
          ctx.now,
        )
      : ({ ok: false, reason: 'unknown_challenge' } as const);
    return { check: checked, user: checked.ok ? await findUserById(ctx.db, checked.passkey.userId) : null };
  });
  if (!check.ok || !user) {
    const reason = check.ok ? 'unknown_passkey' : check.reason;
    await settleAttempt(ctx.db, begun, { outcome: 'failure', reason });
    throw new ValidationError({ passkey: [passkeyNotRecognized()] });
  }
  await refuseBlocked(ctx.db, begun, user);
  const device = await recognizeDevice(ctx, { userId: user.id });
  await settleAttempt(ctx.db, begun, {
    outcome: 'success',
    reason: 'signed_in',
    email: normalizeSignInEmail(user.email),
    userId: user.id,
    deviceId: device?.id ?? null,
  });
  return startSignedInSession(ctx, user, {
    remember: input.remember,
    intendedUrl: sanitizeIntendedUrl(input.intendedUrl),
    signedInWith: 'passkey',
  });
}
