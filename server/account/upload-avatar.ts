import { translate } from '../../i18n/server/translate.ts';
import { ValidationError } from '../http/http-error.ts';
import type { AccountContext } from './account-context.ts';
import { newAvatarVersion, saveAvatar } from './avatars.ts';
import { reencodeAvatar } from './reencode-avatar.ts';

/** `POST /user/avatar`: the upload, re-encoded (reencode-avatar.ts), becomes the user's photo; else 422. */
export async function uploadAvatar(ctx: AccountContext, upload: Buffer): Promise<void> {
  const image = await reencodeAvatar(upload);
  if (!image) throw new ValidationError({ avatar: [translate('server.account.avatarInvalid')] });
  await saveAvatar(ctx.db, ctx.userId, image, newAvatarVersion(), ctx.now);
}
