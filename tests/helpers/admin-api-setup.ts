import type { Permission } from '../../resources/permissions.ts';
import type { User } from '../../server/db/schema/index.ts';
import { ApiClient } from './api-client.ts';
import type { TestContext } from './app.ts';
import { createUser, signIn, type SignInOptions } from './users.ts';

/** What the admin API's list routes answer: `{ data, links: { next }, meta: { total } }`. */
export interface PageBody<T> {
  data: T[];
  links: { next: string | null };
  meta: { total?: number };
}

/** A well-formed uuid no record has. */
export const UNKNOWN_ID = '7d1f0a8e-9a51-4c59-8c0e-2b1d7f7f0000';

/** A new user holding `permissions` and a client of `ctx.app` signed in as that user. */
export async function signedInClient(
  ctx: TestContext,
  permissions: Permission[],
  options: SignInOptions = {},
): Promise<{ client: ApiClient; user: User }> {
  const user = await createUser(ctx.database.db, { permissions });
  const client = new ApiClient(ctx.app);
  await signIn(client, user.email, undefined, options);
  return { client, user };
}
