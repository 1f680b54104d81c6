import { toast } from '../../src/ui/toast.ts';
import type { FakeHandler } from './fake-api.ts';
import { resetShellState } from './shell.tsx';

/** A sign-in challenge as `GET /auth/challenges/{id}` answers it (docs/sign-in.md). */
export interface ChallengeFixture {
  id?: string;
  type?: string;
  methods?: string[];
  sentTo?: { email?: string | null; sms?: string | null };
  /** Seconds from now (negative: already over); null: nothing sent on that channel yet. */
  resendIn?: { email?: number | null; sms?: number | null };
}

export const MASKED_EMAIL = 'a•••@example.nl';
export const MASKED_PHONE = '•• •• •• •• 78';

export const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

export function challengeBody({
  id = 'ch1',
  type = 'email',
  methods = ['email'],
  sentTo = { email: MASKED_EMAIL, sms: null },
  resendIn = {},
}: ChallengeFixture = {}) {
  const at = (seconds: number | null | undefined) =>
    seconds === null || seconds === undefined ? null : inSeconds(seconds);
  return {
    data: {
      id,
      type,
      methods,
      sentTo: { email: sentTo.email ?? null, sms: sentTo.sms ?? null },
      resendAvailableAt: { email: at(resendIn.email), sms: at(resendIn.sms) },
    },
  };
}

/** `start-*-challenge`'s answer: masked address and a fresh 60 s cooldown. */
export const codeSent = (sentTo: string, challenge?: string): FakeHandler => ({
  body: { data: { ...(challenge ? { challenge } : {}), sentTo, resendAvailableAt: inSeconds(60) } },
});

/** Signed out: the session probe answers 401. */
export const signedOut: Record<string, FakeHandler> = {
  'GET /user': { status: 401, body: { message: 'Niet ingelogd.' } },
};

export const expiredChallenge: FakeHandler = {
  status: 401,
  body: { message: 'Je inlogpoging is verlopen. Log opnieuw in.' },
};

/** A fresh page load's module state, no toasts left from the previous test. */
export function resetSignIn(): void {
  document.cookie = 'XSRF-TOKEN=token';
  resetShellState();
  toast.clear();
}
