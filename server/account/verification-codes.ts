import { randomBytes } from 'node:crypto';
import { translate } from '../../i18n/server/translate.ts';
import { CODE_MAX_ATTEMPTS, checkCode, findCode, resendAvailableAt } from '../auth/codes/one-time-codes.ts';
import { sendCode, type CodeSending } from '../auth/codes/send-code.ts';
import type { CodeChannel } from '../../contract/enums.ts';
import { ValidationError } from '../http/http-error.ts';
import type { AccountContext } from './account-context.ts';

/** What a verification is for: a new (or not yet verified) email address, or phone number. */
export type Verification = 'verify_email' | 'verify_phone';

const CHANNEL: Record<Verification, CodeChannel> = { verify_email: 'email', verify_phone: 'sms' };

function slot(ctx: AccountContext, purpose: Verification) {
  return { owner: { userId: ctx.userId }, channel: CHANNEL[purpose], purpose };
}

export interface VerificationSent {
  /**
   * The address or number the code went to, as the user typed it (normalized): they typed it, no masking. The same
   * when another account has it and the holder got a notice instead.
   */
  sentTo: string;
  resendAvailableAt: Date;
}

/** The account that already has the address (or has verified the number) a user asked a code for. */
export interface ContactHolder {
  /** Its address or number, as stored. */
  contact: string;
  firstname: string;
}

/**
 * Issues a verification code for `recipient` and sends it (template `verificationCode`; server/auth/codes/send-code.ts:
 * cooldown 429, a failed delivery 503 without a code left behind). A new code replaces the previous one, also for
 * another address.
 *
 * No account probing (docs/security.md): when another account has the address or number (`holder`), the request
 * takes the same path — the same code row and cooldown, one message over the same channel, the same answer — but
 * the code is hashed under a throw-away key, so no typed code ever matches (every try answers as a wrong code),
 * and the message is a notice to the holder (template `contactInUse`) instead of the code.
 */
export async function sendVerificationCode(
  ctx: AccountContext,
  purpose: Verification,
  recipient: string,
  firstname: string,
  holder: ContactHolder | null = null,
): Promise<VerificationSent> {
  const sending: CodeSending = holder
    ? {
        db: ctx.db,
        now: ctx.now,
        appKey: randomBytes(32),
        // Delivers the notice in place of the code message sendCode hands it.
        notifier: {
          send: () =>
            ctx.notifier.send({
              template: 'contactInUse',
              channel: CHANNEL[purpose],
              to: holder.contact,
              params: { firstname: holder.firstname, contact: holder.contact },
            }),
        },
      }
    : ctx;
  const issued = await sendCode(
    sending,
    { ...slot(ctx, purpose), recipient },
    { template: 'verificationCode', firstname },
  );
  return { sentTo: recipient, resendAvailableAt: issued.resendAvailableAt };
}

/**
 * The code of `purpose` that can still be typed (sent, not used, not expired, tries left): where it went and when a
 * new one may follow, so a page opened again (a reload, a second tab) resumes at the code. Null when there is none.
 * The recipient is what this account typed, also when another account has it (the same answer: no probing).
 */
export async function pendingVerification(
  ctx: AccountContext,
  purpose: Verification,
): Promise<VerificationSent | null> {
  const row = await findCode(ctx.db, slot(ctx, purpose));
  if (!row || row.usedAt || row.attempts >= CODE_MAX_ATTEMPTS) return null;
  if (row.expiresAt.getTime() <= ctx.now.getTime()) return null;
  return { sentTo: row.recipient, resendAvailableAt: resendAvailableAt(row.createdAt) };
}

/**
 * The answer to a right code whose address or number another account took after it was sent: that of a used
 * code, never "taken" (no account probing). The code is spent; asking for a new one then reaches the holder.
 */
export function codeSpent(): ValidationError {
  return new ValidationError({ code: [translate('server.challenge.codeExpired')] });
}

/**
 * Checks a typed verification code; gives the address or number it was sent to, now proven. A wrong, expired or
 * exhausted code (or none sent): 422 on `code` with the sign-in texts.
 */
export async function redeemVerificationCode(
  ctx: AccountContext,
  purpose: Verification,
  code: string,
): Promise<string> {
  const check = await checkCode(ctx.db, ctx.appKey, slot(ctx, purpose), code, ctx.now);
  if (check === 'ok') {
    // The code just used names the recipient; a new code sent in the meantime (not used) would not count.
    const used = await findCode(ctx.db, slot(ctx, purpose));
    if (used?.usedAt) return used.recipient;
  }
  if (check === 'expired' || check === 'ok') throw codeSpent();
  const message =
    check === 'too_many'
      ? translate('server.challenge.tooManyTries')
      : check === 'none'
        ? translate('server.account.noCodeSent')
        : translate('server.challenge.wrongCode');
  throw new ValidationError({ code: [message] });
}
