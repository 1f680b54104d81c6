import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { translate } from '../../../i18n/server/translate.ts';
import type { Db } from '../../db/client.ts';
import { signInCodeMails } from '../../db/schema/index.ts';
import { HttpError } from '../../http/http-error.ts';
import { retryAfterSeconds, THROTTLE_WINDOW_MS } from '../sign-in/throttle.ts';

/**
 * Sign-in code mails to one address in THROTTLE_WINDOW_MS on behalf of unknown browsers (docs/sign-in.md "No
 * targeted lock-out"). With 5 tries a code, strangers' wrong codes for an address stay below the account's hard cap
 * of code failures (5 × 10 < 100), so they can never stop its owner's own challenge.
 */
export const CODE_MAILS_PER_ADDRESS = 10;

/**
 * Takes one of the address's code mails of the hour, or answers 429 with Retry-After and 'Er zijn het afgelopen
 * uur te veel codes naar dit adres gestuurd. …' when they are used up. Counting and taking are one step (an
 * advisory lock per address), so a burst cannot send more. The same for an address without an account (a decoy
 * takes one too, nothing is sent), so the answer tells nothing. Gives the reservation's id: release it when no mail
 * went out after all (the cooldown, a failed delivery).
 */
export async function reserveCodeMail(
  db: Db,
  { email, ip }: { email: string; ip: string },
  now: Date,
): Promise<string> {
  const address = email.trim().toLowerCase();
  const taken = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sign-in-code-mail:${address}`}, 0))`,
    );
    const [sent] = await tx
      .select({ mails: count(), oldest: min(signInCodeMails.createdAt) })
      .from(signInCodeMails)
      .where(
        and(
          eq(signInCodeMails.email, address),
          gt(signInCodeMails.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)),
        ),
      );
    if (sent && sent.mails >= CODE_MAILS_PER_ADDRESS && sent.oldest) {
      return { id: null, retryAt: new Date(sent.oldest.getTime() + THROTTLE_WINDOW_MS) };
    }
    const [row] = await tx
      .insert(signInCodeMails)
      .values({ email: address, ip, createdAt: now })
      .returning({ id: signInCodeMails.id });
    if (!row) throw new Error('sign_in_code_mails: the insert returned no row');
    return { id: row.id, retryAt: null };
  });
  if (taken.id !== null) return taken.id;
  const seconds = retryAfterSeconds(taken.retryAt, now);
  throw new HttpError(
    429,
    translate('server.challenge.tooManyCodeMails'),
    {},
    { 'Retry-After': String(seconds) },
  );
}

/** Gives a reserved code mail back (none was sent). */
export async function releaseCodeMail(db: Db, id: string): Promise<void> {
  await db.delete(signInCodeMails).where(eq(signInCodeMails.id, id));
}

/** Deletes the records that have left the window. Returns how many. */
export async function purgeCodeMails(db: Db, now: Date): Promise<number> {
  const result = await db
    .delete(signInCodeMails)
    .where(lte(signInCodeMails.createdAt, new Date(now.getTime() - THROTTLE_WINDOW_MS)));
  return result.rowCount ?? 0;
}
