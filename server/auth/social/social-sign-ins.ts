import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { IdentityProvider } from '../../../contract/enums.ts';
import { socialSignIns, type SocialPurpose, type SocialSignIn } from '../../db/schema/index.ts';

/** A social sign-in must come back within 10 minutes. */
export const SOCIAL_SIGN_IN_TTL_MS = 10 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A new browser binding token: 256 random bits, base64url (43 characters). */
export function newSocialBinding(): string {
  return randomBytes(32).toString('base64url');
}

export interface NewSocialSignIn {
  provider: IdentityProvider;
  state: string;
  codeVerifier: string;
  nonce: string;
  remember: boolean;
  intendedUrl: string | null;
  bindingToken: string;
  /** `link`: linking the provider to the signed-in user `userId` (docs/self-service.md); default `sign_in`. */
  purpose?: SocialPurpose;
  userId?: string | null;
}

/**
 * Stores a social sign-in on its way to the provider (found later by its state, only with the browser's binding).
 * Sign-ins left past their end are deleted on the way: one indexed delete, so no purge job is needed.
 */
export async function storeSocialSignIn(
  db: Db,
  input: NewSocialSignIn,
  now: Date = new Date(),
): Promise<void> {
  await db.delete(socialSignIns).where(lte(socialSignIns.expiresAt, now));
  await db.insert(socialSignIns).values({
    stateHash: sha256(input.state),
    provider: input.provider,
    purpose: input.purpose ?? 'sign_in',
    userId: input.userId ?? null,
    bindingHash: sha256(input.bindingToken),
    codeVerifier: input.codeVerifier,
    nonce: input.nonce,
    remember: input.remember,
    intendedUrl: input.intendedUrl,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SOCIAL_SIGN_IN_TTL_MS),
  });
}

/**
 * Takes the live social sign-in of this state started in this browser: deleted as it is read, so a state works
 * once (a replay, or a second of two concurrent requests, finds nothing). A state asked for without the browser's
 * binding is left alone (its own browser can still finish) and gives null, like an unknown, used or expired one.
 */
export async function claimSocialSignIn(
  db: Db,
  state: string,
  bindingToken: string | null,
  now: Date = new Date(),
): Promise<SocialSignIn | null> {
  if (!bindingToken || state.length === 0 || state.length > 512) return null;
  const [row] = await db
    .delete(socialSignIns)
    .where(
      and(
        eq(socialSignIns.stateHash, sha256(state)),
        eq(socialSignIns.bindingHash, sha256(bindingToken)),
        gt(socialSignIns.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}
