import { and, count, eq, gt, isNotNull, isNull, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests } from '../../db/schema/index.ts';
import { rateLimitedError } from '../../http/rate-limit.ts';
import type { Notifier } from '../../notify/notifier.ts';
import { findUserByEmail } from '../../users/users.ts';
import {
  RESET_REQUEST_RETENTION_MS,
  RESET_REQUESTS_PER_EMAIL,
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
 * RESET_REQUESTS_PER_EMAIL per address or RESET_REQUESTS_PER_IP per IP in the last hour answers 429 with
 * Retry-After, for known and unknown addresses alike (a refused request is not recorded, so waiting helps).
 * For an address with an account the request carries a new token (hash only, 60 minutes), the account's
 * earlier unused links end, and the link is mailed; for any other address nothing is sent. The caller answers
 * the same either way (and no sooner than SEND_LINK_MIN_RESPONSE_MS). A failed delivery rejects (503 from the
 * notifier), so the person learns the mail did not go out.
 */
export async function sendPasswordResetLink(
  deps: SendResetLinkDeps,
  input: SendResetLinkInput,
  now: Date = new Date(),
): Promise<void> {
  const { db } = deps;
  const email = input.email.trim().toLowerCase();
  const user = await findUserByEmail(db, email);
  const token = user ? newResetToken() : null;
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);

  const retryAfterMs = await db.transaction(async (tx) => {
    // Requests for one address run in turn, so parallel requests cannot all slip under the limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`password-reset:${email}`}))`);
    const waits = await Promise.all([
      windowWait(tx, eq(passwordResetRequests.email, email), RESET_REQUESTS_PER_EMAIL, since, now),
      windowWait(tx, eq(passwordResetRequests.ip, input.ip), RESET_REQUESTS_PER_IP, since, now),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) return wait;
    if (user) {
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
    return 0;
  });
  if (retryAfterMs > 0) throw rateLimitedError(retryAfterMs / 1000);

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
  who: ReturnType<typeof eq>,
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
