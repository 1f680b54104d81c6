import type { Db } from '../../db/client.ts';
import type { CodeChannel } from '../../../contract/enums.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { resendTooSoon } from '../challenges/challenge-errors.ts';
import type { LoadedChallenge } from '../challenges/challenges.ts';
import { recognizeDevice } from '../devices/recognize-device.ts';
import type { SignInContext } from '../sign-in/sign-in-context.ts';
import { releaseCodeMail, reserveCodeMail } from './code-mail-cap.ts';
import { maskedCodeSent, type CodeSent } from './masking.ts';
import {
  CodeCooldownError,
  discardCode,
  issueCode,
  type CodeSlot,
  type IssuedCode,
} from './one-time-codes.ts';

export interface CodeSending {
  db: Db;
  appKey: Buffer;
  notifier: Notifier;
  now: Date;
}

/** The message that carries a code (`sendCode` takes `null` instead for a decoy sign-in: a code row, no message). */
export interface CodeMessage {
  template: 'signInCode' | 'verificationCode';
  firstname: string;
}

/**
 * Issues a one-time code for `slot` (docs/architecture.md "Security numbers": 6 digits, HMAC under the app key, 10
 * minutes, 5 tries) and
 * sends it to its recipient. Inside the 60 s cooldown: 429 with Retry-After and `resendAvailableAt`. When delivery
 * fails the code is removed again, so the cooldown does not hold back the retry, and the error goes on (503 from
 * server/notify).
 */
export async function sendCode(
  ctx: CodeSending,
  slot: CodeSlot & { recipient: string },
  message: CodeMessage | null,
): Promise<IssuedCode> {
  let issued;
  try {
    issued = await issueCode(ctx.db, ctx.appKey, slot, ctx.now);
  } catch (error) {
    if (error instanceof CodeCooldownError) throw resendTooSoon(error.availableAt, ctx.now);
    throw error;
  }
  if (!message) return issued;
  try {
    await ctx.notifier.send({
      template: message.template,
      channel: slot.channel,
      to: slot.recipient,
      params: { code: issued.code, firstname: message.firstname },
    });
  } catch (error) {
    await discardCode(ctx.db, issued.id);
    throw error;
  }
  return issued;
}

/**
 * Issues a challenge's email or SMS code and sends it (template `signInCode`, through `sendCode`). A decoy
 * (no user) gets a code row like anyone, so tries, expiry and cooldown answer the same, but nothing is sent.
 * The email code of an email sign-in's first factor (the one mail anyone who knows an address can ask for), from a
 * browser that is not a known device of the user (a decoy's included), first takes one of the address's code mails
 * of the hour (code-mail-cap.ts: 429 when they are used up), given back when no code went out. A challenge past its
 * first factor (password, provider, or the email code itself) was started with a credential: its mails have only
 * the 60 s cooldown, as before.
 */
export async function sendChallengeCode(
  ctx: SignInContext,
  { challenge, user }: LoadedChallenge,
  channel: CodeChannel,
): Promise<CodeSent> {
  const recipient = channel === 'email' ? (user?.email ?? challenge.email) : (user?.phone ?? '');
  const firstFactorMail = channel === 'email' && challenge.firstFactor === null;
  const known = firstFactorMail && user ? await recognizeDevice(ctx, { userId: user.id }) : null;
  const reserved =
    firstFactorMail && !known
      ? await reserveCodeMail(ctx.db, { email: recipient, ip: ctx.ip }, ctx.now)
      : null;
  let issued;
  try {
    issued = await sendCode(
      ctx,
      { owner: { challengeId: challenge.id }, channel, purpose: 'sign_in', recipient },
      user ? { template: 'signInCode', firstname: user.firstname } : null,
    );
  } catch (error) {
    if (reserved) await releaseCodeMail(ctx.db, reserved);
    throw error;
  }
  return maskedCodeSent(channel, recipient, issued.resendAvailableAt);
}
