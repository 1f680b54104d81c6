import { backupCodesLeft, redeemBackupCode } from '../codes/backup-codes.ts';
import { completeChallenge, wrongCode } from './complete-challenge.ts';
import type { SignInContext, SignInResult } from '../sign-in/sign-in-context.ts';

/** `complete-backup-code-challenge`: one of the user's unused backup codes; the answer says how many are left. */
export function completeBackupCodeChallenge(
  ctx: SignInContext,
  input: { challenge: string; code: string; trustDevice?: boolean | undefined },
): Promise<SignInResult> {
  return completeChallenge(
    ctx,
    input.challenge,
    'backup_code',
    async ({ user }) => {
      if (!user || !(await redeemBackupCode(ctx.db, user.id, input.code, ctx.now))) return wrongCode();
      return { ok: true, backupCodesLeft: await backupCodesLeft(ctx.db, user.id) };
    },
    { trustDevice: input.trustDevice },
  );
}
