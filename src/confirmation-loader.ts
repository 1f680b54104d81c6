import type { Challenge, ChallengedRequest } from './api/index.ts';

/**
 * The second hop to the re-confirmation dialogs. Importing them straight from http-setup.ts put the list of their
 * chunks (for preloading) into every page's initial code; from here, that list lives in this tiny chunk instead.
 */
export function confirmChallenge(challenge: Challenge, request: ChallengedRequest): Promise<void> {
  return import('./confirmation-root.tsx').then((module) => module.confirmChallenge(challenge, request));
}
