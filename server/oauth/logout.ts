import type Provider from 'oidc-provider';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { deleteSession } from '../auth/sessions/sessions.ts';
import { sessionCookieName } from '../http/session-cookie.ts';
import { portalUserOf } from './session-binding.ts';

/**
 * RP-initiated logout ends the portal session too when the user confirms "Ja, uitloggen": the provider's session
 * only mirrors ours, and an app's "log out" must not leave the person signed in to the portal on this browser.
 */
export function endPortalSessionOnLogout(provider: Provider, db: Db, config: Pick<Config, 'APP_URL'>): void {
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.oidc?.route !== 'end_session_confirm' || !ctx.oidc.body?.logout) return;
    const portal = await portalUserOf(db, config, ctx.req);
    if (!portal) return;
    await deleteSession(db, portal.sessionId);
    ctx.cookies.set(sessionCookieName(config), null, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      signed: false,
      secure: config.APP_URL.startsWith('https:'),
    });
  });
}
