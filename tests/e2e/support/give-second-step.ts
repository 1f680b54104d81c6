/**
 * Gives a user of the e2e server an authenticator (preferred) and backup codes, as the self-service settings will:
 * `give-second-step.ts <email> [backup codes left]`. Prints `{ secret, backupCodes }` as JSON. Run by
 * `second-step.ts` beside the e2e server, whose database it reaches like the CLIs do (DATA_DIR's socket, or
 * DATABASE_URL); the app key is the server's own (app_settings, or APP_KEY).
 */
import { eq } from 'drizzle-orm';
import { Secret } from 'otpauth';
import { replaceBackupCodes, redeemBackupCode } from '../../../server/auth/codes/backup-codes.ts';
import { encryptTotpSecret } from '../../../server/auth/codes/totp.ts';
import { openDatabase } from '../../../server/db/client.ts';
import { users } from '../../../server/db/schema/index.ts';
import { loadAppKey } from '../../../server/http/app-key.ts';
import { findUserByEmail } from '../../../server/users/users.ts';

const [email, left] = process.argv.slice(2);
if (!email) throw new Error('usage: give-second-step.ts <email> [backup codes left]');
const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('give-second-step.ts needs DATA_DIR');
const database = await openDatabase({
  DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL || undefined,
});
try {
  const user = await findUserByEmail(database.db, email);
  if (!user) throw new Error(`no user ${email}`);
  const appKey = await loadAppKey({ APP_KEY: process.env.APP_KEY || undefined }, database.db);
  const secret = new Secret({ size: 20 }).base32;
  await database.db
    .update(users)
    .set({
      totpSecret: encryptTotpSecret(appKey, user.id, secret),
      totpConfirmedAt: new Date(),
      preferredOtp: 'totp',
    })
    .where(eq(users.id, user.id));
  const codes = await replaceBackupCodes(database.db, user.id);
  // Spend all but `left` of them, as if used before (with the sign-in's own action).
  const keep = Number(left ?? codes.length);
  for (const code of codes.slice(keep)) await redeemBackupCode(database.db, user.id, code);
  process.stdout.write(JSON.stringify({ secret, backupCodes: codes.slice(0, keep) }));
} finally {
  await database.close();
}
