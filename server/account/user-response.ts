import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';
import type { UserResource } from '../../contract/api/account.ts';
import { toUserResource } from './user-resource.ts';

/** `{ data: <user as GET /user> }`: the answer of every account call that changes the user. */
export async function userResponseOf(ctx: AccountContext): Promise<{ data: UserResource }> {
  return { data: toUserResource(await currentUser(ctx.db, ctx)) };
}
