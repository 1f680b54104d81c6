import type { SessionConfirmation } from '../db/schema/index.ts';

/** What the session plugin puts on every /api request. */
export interface SessionContext {
  id: string;
  userId: string;
  remember: boolean;
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
  /**
   * Last re-confirmation ("sudo mode", server/auth/confirmation/) and the method that gave it; a sign-in that
   * ends in onboarding counts as one (server/auth/sign-in/start-session.ts).
   */
  confirmedAt: Date | null;
  confirmedMethod: SessionConfirmation | null;
  /**
   * The user has finished onboarding (server/users/onboarding.ts), read with the session: a session still
   * onboarding reaches only the calls onboarding needs (server/http/access.ts).
   */
  onboarded: boolean;
  /**
   * The permissions generation read with the session (server/users/permission-cache.ts): permissions kept from
   * the same generation are current. Null where the session did not come from the database (test stand-ins).
   */
  permissionsGeneration: number | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, or null. Set by `sessionPlugin` (server/http/session.ts). */
    session: SessionContext | null;
  }
}
