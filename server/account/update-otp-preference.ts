import { eq } from 'drizzle-orm';
import { translate } from '../../i18n/server/translate.ts';
import { users, type User } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import { revokeTrustedDevices } from '../auth/devices/revoke-trust.ts';
import { countPasskeys } from '../auth/passkeys/passkey-store.ts';
import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';

export type OtpMethod = NonNullable<User['preferredOtp']>;

type OtpFacts = Pick<User, 'phone' | 'phoneVerifiedAt' | 'totpSecret' | 'totpConfirmedAt'> & {
  /** How many passkeys the user has; absent counts as none. */
  passkeys?: number;
};

/**
 * Why `method` cannot be the preferred second step of this user, as a `server.…` text key, or null when it can:
 * SMS needs a verified phone (and SMS that can be sent), the authenticator a confirmed secret, a passkey at least
 * one passkey. Pure.
 */
export function otpMethodRefusal(user: OtpFacts, method: OtpMethod, smsAvailable: boolean): string | null {
  switch (method) {
    case 'email':
      return null;
    case 'sms':
      if (!smsAvailable) return 'server.account.smsUnavailable';
      return user.phone && user.phoneVerifiedAt ? null : 'server.account.otpNeedsPhone';
    case 'totp':
      return user.totpSecret && user.totpConfirmedAt ? null : 'server.account.otpNeedsAuthenticator';
    case 'passkey':
      return (user.passkeys ?? 0) > 0 ? null : 'server.passkeys.preferenceNeedsPasskey';
  }
}

/**
 * `POST /user/update-otp-preference`: the second step offered first at sign-in; completes `setup_otp`. A change
 * of it is a change of the second-step settings: trusted devices end (docs/sign-in.md "Known and trusted devices").
 */
export async function updateOtpPreference(ctx: AccountContext, method: OtpMethod): Promise<void> {
  const user = await currentUser(ctx.db, ctx);
  const passkeys = method === 'passkey' ? await countPasskeys(ctx.db, user.id) : 0;
  const refusal = otpMethodRefusal({ ...user, passkeys }, method, ctx.smsAvailable);
  if (refusal) throw new ValidationError({ method: [translate(refusal)] });
  await ctx.db
    .update(users)
    .set({ preferredOtp: method, otpSetupAt: user.otpSetupAt ?? ctx.now, updatedAt: ctx.now })
    .where(eq(users.id, ctx.userId));
  if (user.preferredOtp !== method) await revokeTrustedDevices(ctx.db, user.id);
}
