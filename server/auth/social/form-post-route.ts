import { parse } from 'node:querystring';
import type { App } from '../../app-types.ts';
import { CALLBACK_PATH } from './start-social-sign-in.ts';

/** The parameters of an authorization response worth carrying to the page; the rest (Apple's `id_token`, `user`) is dropped. */
const FORWARDED = ['code', 'state', 'error', 'iss'] as const;

/**
 * `POST /o/oauth2-callback`: Apple answers with `response_mode=form_post`, a cross-site POST of a form to the
 * redirect URI. It is answered 303 to `GET /o/oauth2-callback?code=…&state=…`, so the SPA page finishes it like
 * Google's and Microsoft's answers (through `POST /api/auth/oauth2-callback`).
 *
 * Outside /api on purpose, and without an anti-forgery check, which a provider's cross-site POST can never pass:
 * this route only turns the form into a query and changes nothing. What protects the sign-in is checked later
 * by the API call: the state must be one this browser started (its `zp_social` cookie), unused and unexpired, and
 * the code is worthless without the PKCE verifier kept on the server. A forged POST here gets at most a page that
 * answers "expired". The ID token in the form is dropped: the code is redeemed for one of our own.
 */
export async function socialFormPostRoute(app: App): Promise<void> {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, parse(body as string)),
  );
  app.post(CALLBACK_PATH, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, string | string[] | undefined>;
    const query = new URLSearchParams();
    for (const name of FORWARDED) {
      const value = form[name];
      if (typeof value === 'string' && value.length <= 4096) query.set(name, value);
    }
    const search = query.size > 0 ? `?${query.toString()}` : '';
    return reply.code(303).header('Cache-Control', 'no-store').redirect(`${CALLBACK_PATH}${search}`, 303);
  });
}
