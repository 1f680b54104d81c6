import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/sessions/guards.ts';
import type { Db } from '../db/client.ts';
import { smsAvailable } from '../notify/channels.ts';
import type { Notifier } from '../notify/notifier.ts';

/** What the account actions need from the app and the request (built by `accountContext`). */
export interface AccountContext {
  db: Db;
  appKey: Buffer;
  notifier: Notifier;
  /** A contextual word a new password may not be made of (config APP_NAME). */
  appName: string;
  /** Whether SMS codes can be sent with this configuration (server/notify/channels.ts). */
  smsAvailable: boolean;
  userId: string;
  now: Date;
}

/** The context of a signed-in request; 401 without a session. */
export function accountContext(request: FastifyRequest): AccountContext {
  const app = request.server;
  return {
    db: app.database.db,
    appKey: app.appKey,
    notifier: app.notifier,
    appName: app.config.APP_NAME,
    smsAvailable: smsAvailable(app.config),
    userId: requireUser(request).userId,
    now: new Date(),
  };
}
