import type { ConfirmationMethod } from '../db/schema/index.ts';

/** What the session plugin puts on every /api request. */
export interface SessionContext {
  id: string;
  userId: string;
  remember: boolean;
  createdAt: Date;
  lastActiveAt: Date;
  expiresAt: Date;
  /** Last re-confirmation ("sudo mode", server/auth/confirmation/) and the method that gave it. */
  confirmedAt: Date | null;
  confirmedMethod: ConfirmationMethod | null;
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
