import type { IncomingMessage } from 'node:http';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { findSessionByToken } from '../auth/sessions/sessions.ts';
import { sessionCookieName } from '../http/session-cookie.ts';
import { findUserById } from '../users/users.ts';
import { deriveOnboarding, isOnboardingComplete } from '../users/onboarding.ts';

/**
 * The user of the portal session that came with a request to the provider (our session cookie), when that user
 * is fully signed in (onboarding complete); else null. The provider's own session is trusted only while it
 * names this user: see `portalSessionCheck` in provider.ts.
 */
export async function portalUserOf(
  db: Db,
  config: Pick<Config, 'APP_URL'>,
  req: IncomingMessage,
): Promise<{ userId: string; sessionId: string } | null> {
  const header = req.headers.cookie;
  if (!header) return null;
  const token = cookieValue(header, sessionCookieName(config));
  if (!token) return null;
  const session = await findSessionByToken(db, token);
  if (!session) return null;
  const user = await findUserById(db, session.userId);
  if (!user || !isOnboardingComplete(deriveOnboarding(user))) return null;
  return { userId: user.id, sessionId: session.id };
}

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0 || part.slice(0, index).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
