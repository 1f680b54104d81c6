import { SmsProviderError, type SmsAdapter } from './sms.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** Sender: E.164 number or alphanumeric sender id (SMS_FROM). */
  from: string;
  /** API origin (TWILIO_API_URL), https://api.twilio.com unless a test points it elsewhere. */
  apiUrl: string;
  /** Time for the whole request; default 10 s. */
  timeoutMs?: number;
}

interface TwilioAnswer {
  sid?: unknown;
  code?: unknown;
  message?: unknown;
  more_info?: unknown;
  status?: unknown;
}

async function answerOf(response: Response): Promise<TwilioAnswer> {
  try {
    const body: unknown = await response.json();
    return typeof body === 'object' && body !== null ? (body as TwilioAnswer) : {};
  } catch {
    return {};
  }
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json, form-encoded To/From/Body, basic auth
 * with the account SID and auth token, within a timeout. A non-2xx answer rejects with the provider's error code
 * and text (never the token); an unreachable or slow API rejects too.
 */
export function twilioAdapter(settings: TwilioSettings): SmsAdapter {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  return {
    name: 'twilio',
    async send(to, text) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { Authorization: authorization, Accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: settings.from, Body: text }),
          signal: AbortSignal.timeout(timeoutMs),
          redirect: 'error',
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        const cause =
          error instanceof Error && error.cause instanceof Error ? error.cause.message : undefined;
        throw new SmsProviderError(
          timedOut ? `Twilio did not answer within ${timeoutMs} ms` : 'Twilio could not be reached',
          { timedOut, cause },
        );
      }
      const answer = await answerOf(response);
      if (!response.ok) {
        throw new SmsProviderError(`Twilio answered ${response.status}`, {
          status: response.status,
          code: answer.code,
          providerMessage: answer.message,
          moreInfo: answer.more_info,
        });
      }
      return { id: typeof answer.sid === 'string' ? answer.sid : undefined };
    },
  };
}
