import { and, count, eq, gt, isNotNull, isNull, lt, min, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests } from '../../db/schema/index.ts';
import { rateLimitedError } from '../../http/rate-limit.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { findUserByEmail } from '../../users/users.ts';
import {
  RESET_MAILS_PER_EMAIL,
  RESET_REQUEST_RETENTION_MS,
  RESET_REQUESTS_PER_IP,
  RESET_TOKEN_TTL_MS,
  THROTTLE_WINDOW_MS,
} from './reset-policy.ts';
import { hashResetToken, newResetToken, resetLink } from './reset-token.ts';

export interface SendResetLinkDeps {
  db: Db;
  notifier: Notifier;
  /** Base of the link (config APP_URL). */
  appUrl: string;
}

export interface SendResetLinkInput {
  email: string;
  ip: string;
}

/**
 * `POST /auth/send-password-reset-link`. Every request is recorded (address typed, IP) and counted: more than
 * RESET_REQUESTS_PER_IP per IP in the last hour answers 429 with Retry-After (a refused request is not recorded,
 * so waiting helps). Per address there is no 429 (docs/sign-in.md "No targeted lock-out"): for an address with an
 * account that had fewer than RESET_MAILS_PER_EMAIL links mailed in the hour, the request carries a new token
 * (hash only, 60 minutes), the account's earlier unused links end, and the link is mailed; beyond that, and for any
 * other address, the request is recorded without token and nothing is sent or ended, so the newest link mailed
 * stays valid. The caller answers the same in every case (and no sooner than SEND_LINK_MIN_RESPONSE_MS). A failed
 * delivery rejects (503 from the notifier), so the person learns the mail did not go out.
 */
export async function sendPasswordResetLink(
  deps: SendResetLinkDeps,
  input: SendResetLinkInput,
  now: Date = new Date(),
): Promise<void> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  // A blocked account gets no link (docs/decisions.md "Account lifecycle"), with the same answer as an unknown
  // address: a reset would change a password that cannot sign in, and tell a leaver nothing they may use.
  const found = await findUserByEmail(db, email);
  const user = found?.blockedAt ? null : found;
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);

  const outcome = await db.transaction(async (tx) => {
    // Requests for one address, and from one IP, run in turn, so parallel requests cannot slip past the limits.
    // Always the address first, then the IP: no two requests wait for each other crosswise.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${email}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset-ip:${input.ip}`}))`);
    const wait = await windowWait(
      tx,
      eq(passwordResetRequests.ip, input.ip),
      RESET_REQUESTS_PER_IP,
      since,
      now,
    );
    if (wait > 0) return { retryAfterMs: wait, token: null };
    const mailed = user
      ? await windowWait(
          tx,
          and(eq(passwordResetRequests.email, email), isNotNull(passwordResetRequests.tokenHash))!,
          RESET_MAILS_PER_EMAIL,
          since,
          now,
        )
      : 0;
    const token = user && mailed === 0 ? newResetToken() : null;
    if (user && token) {
      await tx
        .update(passwordResetRequests)
        .set({ revokedAt: now })
        .where(
          and(
            eq(passwordResetRequests.userId, user.id),
            isNotNull(passwordResetRequests.tokenHash),
            isNull(passwordResetRequests.usedAt),
            isNull(passwordResetRequests.revokedAt),
          ),
        );
    }
    await tx.insert(passwordResetRequests).values({
      email,
      ip: input.ip,
      userId: user?.id ?? null,
      tokenHash: token ? hashResetToken(token) : null,
      createdAt: now,
      expiresAt: token ? new Date(now.getTime() + RESET_TOKEN_TTL_MS) : null,
    });
    return { retryAfterMs: 0, token };
  });
  if (outcome.retryAfterMs > 0) throw rateLimitedError(outcome.retryAfterMs / 1000);
  const { token } = outcome;

  await db
    .delete(passwordResetRequests)
    .where(lt(passwordResetRequests.createdAt, new Date(now.getTime() - RESET_REQUEST_RETENTION_MS)));

  if (user && token) {
    await deps.notifier.send({
      template: 'passwordReset',
      channel: 'email',
      to: user.email,
      params: { url: resetLink(deps.appUrl, token), firstname: user.firstname },
    });
  }
}

/** Milliseconds until one more request fits the window (0 when it fits now). */
async function windowWait(
  tx: Pick<Db, 'select'>,
  who: SQL,
  limit: number,
  since: Date,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .select({ requests: count(), oldest: min(passwordResetRequests.createdAt) })
    .from(passwordResetRequests)
    .where(and(who, gt(passwordResetRequests.createdAt, since)));
  if (!row || row.requests < limit || !row.oldest) return 0;
  return Math.max(1000, row.oldest.getTime() + THROTTLE_WINDOW_MS - now.getTime());
}
