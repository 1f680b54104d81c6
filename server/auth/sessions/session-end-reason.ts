import type { FastifyRequest } from 'fastify';
import { readSessionCookie } from '../../http/session-cookie.ts';
import { hashSessionToken } from './session-token.ts';

/**
 * Why a request has no session, in the 401 body as `reason` (docs/api.md "Statuses"), so the SPA can say "Je bent
 * uitgelogd omdat …" before it sends the person to sign in:
 * - `session_expired`: the cookie's session ran past its idle or absolute end;
 * - `session_ended`: the cookie's session is gone: ended from another device (Inlogactiviteit), signed out in
 *   another tab, or ended by a password reset or change;
 * - `no_session`: no session cookie came with the request (never signed in here, or the cookie was already cleared,
 *   for instance by the 419 answer just before).
 */
export type SessionEndReason = 'session_expired' | 'session_ended' | 'no_session';

/** Hashes of session tokens found expired lately; the 401 of the same request reads it. Bounded, per instance. */
const recentlyExpired = new Set<string>();
const KEEP_EXPIRED = 1000;

/** Called by the session lookup when a token's session has expired (and is deleted). */
export function noteExpiredSession(tokenHash: string): void {
  recentlyExpired.add(tokenHash);
  if (recentlyExpired.size > KEEP_EXPIRED) {
    const oldest = recentlyExpired.values().next().value;
    if (oldest !== undefined) recentlyExpired.delete(oldest);
  }
}

/** The reason for a request without a session (the session plugin already looked its cookie up). */
export function sessionEndReason(request: FastifyRequest): SessionEndReason {
  const token = request.cookies ? readSessionCookie(request, request.server.config) : null;
  if (!token) return 'no_session';
  return recentlyExpired.has(hashSessionToken(token)) ? 'session_expired' : 'session_ended';
}
