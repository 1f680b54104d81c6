import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import { ValidationError } from '../http/http-error.ts';
import { AVATAR_MAX_BYTES } from './reencode-avatar.ts';

/** The multipart field the photo comes in. */
export const AVATAR_FIELD = 'avatar';

function refuse(key: string, params?: Record<string, unknown>): ValidationError {
  return new ValidationError({ [AVATAR_FIELD]: [translate(key, params)] });
}

function errorCode(error: unknown): unknown {
  return (error as { code?: unknown } | null)?.code;
}

/**
 * The bytes of the `avatar` file of a multipart request (one file, at most 5 MB). No file, another field, a file
 * too big, more than one file, or a body that is not valid multipart: 422 on `avatar` in Dutch, never the 413 of
 * @fastify/multipart (which would not say which field) or a 500 from the parser.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw refuse('server.account.avatarRequired');
  const tooBig = () => refuse('server.account.avatarTooLarge', { mb: AVATAR_MAX_BYTES / 1024 / 1024 });
  let upload: Buffer | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1, parts: 5 } })) {
      // Other form fields carry nothing we use; a file must be the one `avatar`.
      if (part.type !== 'file') continue;
      if (part.fieldname !== AVATAR_FIELD) throw refuse('server.account.avatarRequired');
      upload = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    if (errorCode(error) === 'FST_REQ_FILE_TOO_LARGE') throw tooBig();
    if (errorCode(error) === 'FST_FILES_LIMIT' || errorCode(error) === 'FST_PARTS_LIMIT') {
      throw refuse('server.account.avatarOneFile');
    }
    // Busboy's "Boundary not found", "Unexpected end of form" …: the body is no readable upload.
    request.log.info({ err: error }, 'unreadable avatar upload');
    throw refuse('server.account.avatarUnreadable');
  }
  if (!upload) throw refuse('server.account.avatarRequired');
  return upload;
}
