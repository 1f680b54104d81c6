import type {
  CodeSent,
  CompleteCodeChallengeBody,
  CompletePasswordChallengeBody,
  StartEmailChallengeBody,
  StartSmsChallengeBody,
} from '../../contract/api/sign-in.ts';
import type { CodeChannel, ConfirmationMethod } from '../../contract/enums.ts';
import { http, type RecordEnvelope, type RequestOptions } from '../../src/api/index.ts';

/**
 * The dialogs show their own failures: a 422 under the field, a 429 with the wait. A 503 of a failed delivery
 * carries the server's message for the dialog; maintenance still opens the maintenance modal.
 */
const DIALOG_HANDLES_ERRORS: RequestOptions = { silentStatuses: [429], toastErrors: false, errorPage: false };

/** Where the code went (masked) and when another may be asked for. */
export type ConfirmationCodeSent = CodeSent;

/** `POST /auth/start-{email|sms}-challenge` `{}` while signed in: a code to confirm with. */
export async function sendConfirmationCode(channel: CodeChannel): Promise<ConfirmationCodeSent> {
  const body: StartEmailChallengeBody | StartSmsChallengeBody = {};
  const { data } = await http.post<RecordEnvelope<ConfirmationCodeSent>>(
    `/auth/start-${channel}-challenge`,
    body,
    DIALOG_HANDLES_ERRORS,
  );
  return data;
}

/** `POST /auth/complete-{method}-challenge` with `{ code }`, or `{ password }`: 200 once confirmed. */
export async function completeConfirmation(
  method: Exclude<ConfirmationMethod, 'passkey'>,
  secret: string,
): Promise<void> {
  const body: CompleteCodeChallengeBody | CompletePasswordChallengeBody =
    method === 'password' ? { password: secret } : { code: secret };
  await http.post(`/auth/complete-${method}-challenge`, body, DIALOG_HANDLES_ERRORS);
}
