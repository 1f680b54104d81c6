import type { ConnectedApp, ConsentDecision, ConsentRequest } from '../../contract/api/oauth.ts';
import type { OAuthScope } from '../../contract/enums.ts';
import { http, type RecordEnvelope } from '../../src/api/index.ts';

/** What the app asks (`GET /oauth/authorize`) and an app the user gave access (`GET /user/oauth-grants`). */
export type { ConnectedApp, ConsentRequest };

/** The page handles its failures itself (the OAuth failure text), without the client's toasts or error pages. */
const quiet = { silentStatuses: [403, 404, 422], errorPage: false, toastErrors: false } as const;

/** `GET /oauth/authorize?uid=…`: what the app asks. */
export async function readConsentRequest(uid: string): Promise<ConsentRequest> {
  const answer = await http.get<RecordEnvelope<ConsentRequest>>(
    `/oauth/authorize?uid=${encodeURIComponent(uid)}`,
    quiet,
  );
  return answer.data;
}

/** `POST /oauth/authorize`: the answer; gives where the browser continues (the provider, same origin). */
export async function answerConsentRequest(
  uid: string,
  decision: ConsentDecision['decision'],
  scopes?: OAuthScope[],
): Promise<string> {
  const body: ConsentDecision = { uid, decision, ...(scopes ? { scopes } : {}) };
  const answer = await http.post<RecordEnvelope<{ redirectTo: string }>>('/oauth/authorize', body, quiet);
  return answer.data.redirectTo;
}

/** A same-origin URL to continue at, or null for anything else (never send the browser elsewhere from here). */
export function sameOriginTarget(redirectTo: string, origin: string = window.location.origin): string | null {
  try {
    const target = new URL(redirectTo, origin);
    return target.origin === origin ? target.href : null;
  } catch {
    return null;
  }
}

export async function listConnectedApps(): Promise<ConnectedApp[]> {
  return (
    await http.get<RecordEnvelope<ConnectedApp[]>>('/user/oauth-grants', {
      errorPage: false,
      toastErrors: false,
    })
  ).data;
}

export async function revokeConnectedApp(id: string): Promise<void> {
  await http.delete(`/user/oauth-grants/${encodeURIComponent(id)}`);
}
