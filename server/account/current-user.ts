import { translate } from '../../i18n/server-translate.ts';
import type { Db } from '../db/client.ts';
import type { User } from '../db/schema/index.ts';
import { HttpError } from '../http/http-error.ts';
import type { SessionContext } from '../http/request-context.ts';
import { findUserById } from '../users/users.ts';

/** The user of a session; 401 in the (cascade-guarded) case that the user is gone. */
export async function currentUser(db: Db, session: SessionContext): Promise<User> {
  const user = await findUserById(db, session.userId);
  if (!user) throw new HttpError(401, translate('server.unauthenticated'));
  return user;
}
