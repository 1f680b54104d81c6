import type { AccountContext } from './account-context.ts';
import { currentUser } from './current-user.ts';
import { toUserResource, type UserResource } from './user-resource.ts';

/** `{ data: <user as GET /user> }`: the answer of every account call that changes the user. */
export async function userResponseOf(ctx: AccountContext): Promise<{ data: UserResource }> {
  return { data: toUserResource(await currentUser(ctx.db, ctx)) };
}
