import { eq } from 'drizzle-orm';
import { translate } from '../../i18n/server/translate.ts';
import { users, type User } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import type { AccountContext } from './account-context.ts';

export interface ProfileInput {
  firstname?: string | undefined;
  lastname?: string | undefined;
  birthday?: string | null | undefined;
  gender?: User['gender'] | undefined;
}

/** The calendar day of `now` as `YYYY-MM-DD` in the Netherlands (a birthday is a Dutch calendar day). */
export function dutchToday(now: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Amsterdam' }).format(now);
}

/** `PATCH /user`: changes the given fields of the profile (a birthday must lie in the past). */
export async function updateProfile(ctx: AccountContext, input: ProfileInput): Promise<void> {
  if (input.birthday && input.birthday >= dutchToday(ctx.now)) {
    throw new ValidationError({ birthday: [translate('server.account.birthdayInFuture')] });
  }
  const changes: Partial<User> = {};
  if (input.firstname !== undefined) changes.firstname = input.firstname;
  if (input.lastname !== undefined) changes.lastname = input.lastname;
  if (input.birthday !== undefined) changes.birthday = input.birthday;
  if (input.gender !== undefined) changes.gender = input.gender;
  if (Object.keys(changes).length === 0) return;
  await ctx.db
    .update(users)
    .set({ ...changes, updatedAt: ctx.now })
    .where(eq(users.id, ctx.userId));
}
