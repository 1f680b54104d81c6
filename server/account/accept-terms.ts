import { eq } from 'drizzle-orm';
import { translate } from '../../i18n/server/translate.ts';
import { TERMS_VERSION } from '../../resources/terms.ts';
import { users } from '../db/schema/index.ts';
import { ValidationError } from '../http/http-error.ts';
import type { AccountContext } from './account-context.ts';

/**
 * `POST /user/accept-terms-of-use`: the user accepts the terms the SPA showed. Only the current version can be
 * accepted (an SPA that showed an older text gets 422 and reloads it); accepting again stores the new moment.
 */
export async function acceptTerms(ctx: AccountContext, version: string): Promise<void> {
  if (version !== TERMS_VERSION) {
    throw new ValidationError({ version: [translate('server.account.termsOutdated')] });
  }
  await ctx.db
    .update(users)
    .set({ termsAcceptedAt: ctx.now, termsVersion: TERMS_VERSION, updatedAt: ctx.now })
    .where(eq(users.id, ctx.userId));
}
