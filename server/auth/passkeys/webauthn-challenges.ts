import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webauthnChallenges, type WebauthnChallenge } from '../../db/schema/index.ts';

/** A WebAuthn challenge lives 5 minutes (docs/sign-in.md "Passkeys"); the browser's prompt times out with it. */
export const WEBAUTHN_CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * What a challenge is bound to, by purpose: a registration and a re-confirmation to the session that asked, the
 * second step to the sign-in challenge (itself bound to the browser by `zp_challenge`), a passkey sign-in to the
 * hash of the browser's `zp_passkey` cookie.
 */
export type WebauthnBinding =
  | { purpose: 'registration' | 'confirmation'; userId: string; sessionId: string }
  | { purpose: 'second_step'; userId: string; signInChallengeId: string }
  | { purpose: 'sign_in'; bindingHash: string };

/** Stores a challenge handed to the browser (the options' `challenge`, base64url), with its binding, for 5 minutes. */
export async function storeWebauthnChallenge(
  db: Db,
  challenge: string,
  binding: WebauthnBinding,
  now: Date,
): Promise<void> {
  await db.insert(webauthnChallenges).values({
    challenge,
    purpose: binding.purpose,
    userId: 'userId' in binding ? binding.userId : null,
    sessionId: 'sessionId' in binding ? binding.sessionId : null,
    signInChallengeId: 'signInChallengeId' in binding ? binding.signInChallengeId : null,
    bindingHash: 'bindingHash' in binding ? binding.bindingHash : null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS),
  });
}

function bindingCondition(binding: WebauthnBinding) {
  switch (binding.purpose) {
    case 'registration':
    case 'confirmation':
      return and(
        eq(webauthnChallenges.userId, binding.userId),
        eq(webauthnChallenges.sessionId, binding.sessionId),
      );
    case 'second_step':
      return and(
        eq(webauthnChallenges.userId, binding.userId),
        eq(webauthnChallenges.signInChallengeId, binding.signInChallengeId),
      );
    case 'sign_in':
      return eq(webauthnChallenges.bindingHash, binding.bindingHash);
  }
}

/**
 * Takes the challenge an answer signed, once: a conditional `DELETE … RETURNING` of the live challenge with this
 * purpose and binding, so of two concurrent answers exactly one gets the row. Null when it is unknown, used,
 * expired, for another purpose, or bound to another session, sign-in or browser.
 */
export async function consumeWebauthnChallenge(
  db: Db,
  challenge: string,
  binding: WebauthnBinding,
  now: Date,
): Promise<WebauthnChallenge | null> {
  const [taken] = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, binding.purpose),
        gt(webauthnChallenges.expiresAt, now),
        bindingCondition(binding),
      ),
    )
    .returning();
  return taken ?? null;
}

/**
 * Deletes challenges past their end (asked for and never answered: a closed prompt, a page left). The purge of
 * sign-in leftovers runs it (server/auth/sign-in/purge-sign-in.ts). Returns how many.
 */
export async function purgeExpiredWebauthnChallenges(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db.delete(webauthnChallenges).where(lte(webauthnChallenges.expiresAt, now));
  return result.rowCount ?? 0;
}
