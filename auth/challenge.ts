import type {
  ChallengeDescription,
  CompleteBackupCodeChallengeBody,
  CompleteCodeChallengeBody,
  CompletePasswordChallengeBody,
  EmailCodeSent,
  LoginResult,
  SignInTarget,
  StartEmailChallengeBody,
  StartSmsChallengeBody,
} from '../contract/api/sign-in.ts';
import type { ChallengeMethod, CodeChannel } from '../contract/enums.ts';
import { http, type RecordEnvelope, type RequestOptions } from '../src/api/index.ts';

/**
 * The calls of sign-in challenges (docs/sign-in.md "Calls"): email-code sign-in, the second step and its methods.
 * Only the lazily loaded sign-in pages import this file.
 */

/** `GET /auth/challenges/{id}`. Times are ISO strings; null where nothing was sent on that channel yet. */
export type ChallengeInfo = ChallengeDescription;

/**
 * The answer of `start-*-challenge`: where the code went (masked) and when another may be asked for; `challenge`
 * only when a sign-in was started with an email address.
 */
export type CodeSent = EmailCodeSent;

/** An email-code sign-in's start: the address, "Ingelogd blijven", the remembered target. */
export type EmailSignIn = Omit<StartEmailChallengeBody, 'challenge' | 'email'> & { email: string };

/**
 * The pages show these answers themselves: 401 (the challenge expired), 422 under the field, 429 with the time to
 * wait. A 503 of a failed delivery carries the server's own message, shown by the page instead of the generic
 * toast; maintenance still opens the maintenance modal.
 */
const PAGE_HANDLES_ERRORS: RequestOptions = {
  silentStatuses: [401, 429],
  toastErrors: false,
  errorPage: false,
};

export async function getChallenge(id: string): Promise<ChallengeInfo> {
  const { data } = await http.get<RecordEnvelope<ChallengeInfo>>(
    `/auth/challenges/${encodeURIComponent(id)}`,
    PAGE_HANDLES_ERRORS,
  );
  return data;
}

/** `POST /auth/start-email-challenge` with an email address: the first factor of an email-code sign-in. */
export async function startEmailSignIn(request: EmailSignIn): Promise<CodeSent> {
  const { data } = await http.post<RecordEnvelope<CodeSent>>(
    '/auth/start-email-challenge',
    request,
    PAGE_HANDLES_ERRORS,
  );
  return data;
}

/** `POST /auth/start-{email|sms}-challenge`: sends (or sends again) a code for a challenge. */
export async function sendCode(challenge: string, channel: CodeChannel): Promise<CodeSent> {
  const body: StartEmailChallengeBody | StartSmsChallengeBody = { challenge };
  const { data } = await http.post<RecordEnvelope<CodeSent>>(
    `/auth/start-${channel}-challenge`,
    body,
    PAGE_HANDLES_ERRORS,
  );
  return data;
}

/**
 * `POST /auth/complete-{method}-challenge` with `{ challenge, code }`, or `{ challenge, password }` for the
 * password, and `trustDevice` ("Dit apparaat 30 dagen onthouden"). Resolves with the next step.
 */
export async function completeChallenge(
  challenge: string,
  method: ChallengeMethod,
  secret: string,
  trustDevice = false,
): Promise<LoginResult> {
  const trust = trustDevice ? { trustDevice: true } : {};
  const body: CompleteCodeChallengeBody | CompletePasswordChallengeBody | CompleteBackupCodeChallengeBody =
    method === 'password' ? { challenge, password: secret, ...trust } : { challenge, code: secret, ...trust };
  const { data } = await http.post<RecordEnvelope<LoginResult>>(
    `/auth/complete-${method.replace('_', '-')}-challenge`,
    body,
    PAGE_HANDLES_ERRORS,
  );
  return data;
}

/** `GET /auth/intended-url`: where the server says to go now that the session exists; null when it cannot say. */
export async function fetchIntendedUrl(): Promise<string | null> {
  try {
    const { data } = await http.get<RecordEnvelope<SignInTarget>>('/auth/intended-url', {
      silentStatuses: [401, 403, 404],
      toastErrors: false,
      errorPage: false,
    });
    return typeof data.url === 'string' ? data.url : null;
  } catch {
    return null;
  }
}
