import { eq, sql } from 'drizzle-orm';
import { translate } from '../../i18n/server/translate.ts';
import type { Db } from '../db/client.ts';
import { userAvatars, userIdentities, users, type User } from '../db/schema/index.ts';
import { HttpError } from '../http/http-error.ts';
import type { SessionContext } from '../http/request-context.ts';

/** A user row with the facts of other tables that `GET /user` and onboarding need. */
export interface AccountUser extends User {
  /** At least one Apple, Google or Microsoft identity is linked (a way to sign in without a password). */
  hasLinkedIdentity: boolean;
  /** The version of the profile photo (its URL carries it), or null without one. */
  avatarVersion: string | null;
}

/** The account user with that id, or null; one query. */
export async function findAccountUser(db: Db, userId: string): Promise<AccountUser | null> {
  const [row] = await db
    .select({
      user: users,
      hasLinkedIdentity: sql<boolean>`exists (select 1 from ${userIdentities} where ${userIdentities.userId} = ${users.id})`,
      avatarVersion: userAvatars.version,
    })
    .from(users)
    .leftJoin(userAvatars, eq(userAvatars.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return { ...row.user, hasLinkedIdentity: Boolean(row.hasLinkedIdentity), avatarVersion: row.avatarVersion };
}

/** The user of a session; 401 in the (cascade-guarded) case that the user is gone. */
export async function currentUser(db: Db, session: Pick<SessionContext, 'userId'>): Promise<AccountUser> {
  const user = await findAccountUser(db, session.userId);
  if (!user) throw new HttpError(401, translate('server.unauthenticated'));
  return user;
}
