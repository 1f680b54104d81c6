import type { CurrentUser } from '../../auth/current-user.ts';
import type {
  CodeSent as SentAnswer,
  ContactChannel,
  EmailChange,
  PhoneChange,
  VerifyCode,
} from '../../contract/api/account.ts';
import { sessionStore } from '../../auth/session-store.ts';
import { http, isApiError, type RecordEnvelope } from '../../src/api/index.ts';

/** Email or phone: the two contact details that are verified with a code. */
export type { ContactChannel };

/** What `POST /user/update-email` and `/user/update-phone` answer: where the code went, and when a resend may follow. */
export interface CodeSent {
  sentTo: string;
  /** Epoch ms from which a new code may be asked for, or null when the server named no time. */
  resendAvailableAt: number | null;
}

// 429 is handled on the page (it shows the wait), so the HTTP client does not toast it as well.
const OWN_429 = { silentStatuses: [429] } as const;

const toTime = (value: string): number | null => {
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
};

const codeSent = (sent: SentAnswer): CodeSent => ({
  sentTo: sent.sentTo,
  resendAvailableAt: toTime(sent.resendAvailableAt),
});

/**
 * `POST /user/update-{email|phone}` `{ email }` / `{ phone }`: sends a 6-digit code to that address or number.
 * Rejects with the ApiError of a 422 (errors on `email` / `phone`) or a 429 (inside the cooldown it carries
 * `resendAvailableAt`; the per-IP guard only Retry-After). A 423 (changing a confirmed address) is answered by the
 * re-confirmation dialog and the call replayed before this resolves.
 */
export async function sendContactCode(channel: ContactChannel, value: string): Promise<CodeSent> {
  const body: EmailChange | PhoneChange = channel === 'email' ? { email: value } : { phone: value };
  const { data } = await http.post<RecordEnvelope<SentAnswer>>(`/user/update-${channel}`, body, OWN_429);
  return codeSent(data);
}

/**
 * `GET /user/pending-verification/{email|phone}`: the code of this channel that can still be typed (where it went,
 * when a new one may follow), or null (404) when none is out. The server keeps the codes, so a reload or a second
 * tab finds the code step again.
 */
export async function pendingContactCode(channel: ContactChannel): Promise<CodeSent | null> {
  try {
    const { data } = await http.get<RecordEnvelope<SentAnswer>>(`/user/pending-verification/${channel}`, {
      silentStatuses: [404],
      errorPage: false,
    });
    return codeSent(data);
  } catch (error) {
    if (isApiError(error) && error.status === 404) return null;
    throw error;
  }
}

/**
 * `POST /user/verify-{email|phone}` `{ code }`: the address or number becomes the account's, verified. The
 * session's user is replaced by the answer, so every page (the user menu too) shows the new value.
 */
export async function verifyContactCode(channel: ContactChannel, code: string): Promise<CurrentUser> {
  const body: VerifyCode = { code };
  const { data } = await http.post<RecordEnvelope<CurrentUser>>(`/user/verify-${channel}`, body, OWN_429);
  sessionStore.set({ user: data });
  return data;
}
