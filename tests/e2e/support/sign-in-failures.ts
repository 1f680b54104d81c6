/**
 * Records `count` failed password sign-ins for `email` from unknown browsers (other addresses), the last one just
 * now, as an attack from many browsers would leave them in `sign_in_events`:
 * `sign-in-failures.ts <email> <count>`. With more than ten the account's unknown browsers wait the full 15
 * minutes (docs/sign-in.md "No targeted lock-out"), long enough for a journey to show that the owner's own device
 * is not held up meanwhile. Run by `attackFailures` beside the e2e server, on its database (DATA_DIR's socket, or
 * DATABASE_URL), like give-second-step.ts.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../../../server/db/client.ts';
import { signInEvents } from '../../../server/db/schema/index.ts';
import { runOnE2eDatabase } from './env.ts';

/** From a journey: runs this file as a child process against the e2e server's database. */
export function attackFailures(email: string, count: number): void {
  runOnE2eDatabase(fileURLToPath(import.meta.url), email, String(count));
}

async function main(email: string, count: number): Promise<void> {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error('sign-in-failures.ts needs DATA_DIR');
  const database = await openDatabase({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL || undefined,
  });
  try {
    const now = Date.now();
    await database.db.insert(signInEvents).values(
      Array.from({ length: count }, (_, i) => ({
        email: email.trim().toLowerCase(),
        method: 'password' as const,
        kind: 'password' as const,
        outcome: 'failure' as const,
        reason: 'wrong_password',
        ip: `203.0.113.${(i % 250) + 1}`,
        userAgent: 'Mozilla/5.0 (aanvaller)',
        createdAt: new Date(now - (count - 1 - i) * 1000),
      })),
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [email, count] = process.argv.slice(2);
  if (!email || !count) throw new Error('usage: sign-in-failures.ts <email> <count>');
  await main(email, Number(count));
}
