import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ConfirmationMethod } from '../../../contract/enums.ts';
import { sessions } from '../../db/schema/index.ts';
import type { SessionContext } from '../../http/request-context.ts';
import { forgetSessions } from '../../session-cache/session-cache.ts';
import { CONFIRMATION_TTL_MS } from './require-confirmation.ts';

/** Until when a confirmation given at `confirmedAt` counts (15 minutes). */
export function confirmedUntil(confirmedAt: Date): Date {
  return new Date(confirmedAt.getTime() + CONFIRMATION_TTL_MS);
}

/**
 * Records a re-confirmation on the session (`confirmed_at`, `confirmed_method`), also on the request's session
 * object, so a later check in the same request sees it. Gives until when it counts.
 */
export async function markSessionConfirmed(
  db: Db,
  session: SessionContext,
  method: ConfirmationMethod,
  now: Date,
): Promise<Date> {
  await db
    .update(sessions)
    .set({ confirmedAt: now, confirmedMethod: method })
    .where(eq(sessions.id, session.id));
  forgetSessions(db);
  session.confirmedAt = now;
  session.confirmedMethod = method;
  return confirmedUntil(now);
}
