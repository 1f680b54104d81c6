import { challengeExpired } from './challenge-errors.ts';
import { findChallenge, type LoadedChallenge } from './challenges.ts';
import type { SignInContext } from '../sign-in/sign-in-context.ts';

/** The browser's live challenge with this id, or the 401 'Je inlogpoging is verlopen. Log opnieuw in.'. */
export async function requireChallenge(ctx: SignInContext, id: string): Promise<LoadedChallenge> {
  const loaded = await findChallenge(ctx.db, id, ctx.bindingToken, ctx.now);
  if (!loaded) throw challengeExpired();
  return loaded;
}
