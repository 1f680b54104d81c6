import multipart from '@fastify/multipart';
import { z } from 'zod';
import { userAnswer } from '../../contract/api/account.ts';
import { translate } from '../../i18n/server/translate.ts';
import type { App } from '../app-types.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { HttpError } from '../http/http-error.ts';
import { accountContext } from './account-context.ts';
import { deleteAvatar, findAvatarImage } from './avatars.ts';
import { readAvatarUpload } from './read-avatar-upload.ts';
import { AVATAR_MAX_BYTES } from './reencode-avatar.ts';
import { uploadAvatar } from './upload-avatar.ts';
import { userResponseOf } from './user-response.ts';

/** A photo's URL changes with every upload, so the browser may keep it for good (it is private to signed-in users). */
const AVATAR_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/** The profile photo: upload (multipart), delete, and serve (docs/self-service.md "Account settings"). */
export async function avatarRoutes(app: App): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: AVATAR_MAX_BYTES, files: 1, parts: 5 },
  });

  app.post(
    '/user/avatar',
    {
      schema: {
        consumes: ['multipart/form-data'],
        description: 'Multipart with one file in the field `avatar`: JPEG, PNG or WebP, at most 5 MB.',
        // For /api/docs only: the multipart parser sets no body; readAvatarUpload reads the stream.
        body: z.object({ avatar: z.string().meta({ format: 'binary' }) }).nullish(),
        response: { 200: userAnswer },
      },
      config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (request) => {
      const ctx = accountContext(request);
      await uploadAvatar(ctx, await readAvatarUpload(request));
      return userResponseOf(ctx);
    },
  );

  app.delete('/user/avatar', { schema: { response: { 200: userAnswer } } }, async (request) => {
    const ctx = accountContext(request);
    await deleteAvatar(ctx.db, ctx.userId);
    return userResponseOf(ctx);
  });

  app.get(
    '/avatars/:userId/:version',
    {
      schema: {
        params: z.object({ userId: z.string(), version: z.string() }),
        description: 'The profile photo as a 512×512 WebP (`image/webp`), for signed-in users.',
      },
    },
    async (request, reply) => {
      requireUser(request);
      const image = await findAvatarImage(app.database.db, request.params.userId, request.params.version);
      if (!image) throw new HttpError(404, translate('server.notFound'));
      return reply.header('cache-control', AVATAR_CACHE_CONTROL).type('image/webp').send(image);
    },
  );
}
