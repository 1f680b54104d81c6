import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../sessions/guards.ts';
import { DEFAULT_INTENDED_URL } from './intended-url.ts';
import { sessionIntendedUrl } from '../sessions/sessions.ts';

/**
 * `GET /auth/intended-url`: where the SPA goes after signing in: the intended URL given at the first factor and
 * kept with the session, else the dashboard. Needs a session (401). Not consumed: asking twice gives the same.
 */
export async function intendedUrlOf(db: Db, request: FastifyRequest): Promise<string> {
  const session = requireUser(request);
  return (await sessionIntendedUrl(db, session.id)) ?? DEFAULT_INTENDED_URL;
}
