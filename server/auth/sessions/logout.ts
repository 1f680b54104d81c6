import type { Db } from '../../db/client.ts';
import type { SessionContext } from '../../http/request-context.ts';
import { deleteSession } from './sessions.ts';

/** Ends the current session server-side (the cookie is cleared by the route). Signed out already is fine. */
export async function logout(db: Db, session: SessionContext | null): Promise<void> {
  if (session) await deleteSession(db, session.id);
}
