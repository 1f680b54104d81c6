import type { SessionContext } from '../../server/http/request-context.ts';

/** A session object as the session plugin gives it, for code that takes one without a database. */
export function testSession(id: string): SessionContext {
  const now = new Date();
  return {
    id,
    userId: id,
    remember: false,
    createdAt: now,
    lastActiveAt: now,
    expiresAt: new Date(now.getTime() + 60_000),
    confirmedAt: null,
    confirmedMethod: null,
    onboarded: true,
    permissionsGeneration: null,
  };
}
