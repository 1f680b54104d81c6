import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server-translate.ts';
import { isAvatarPath, isHealthPath } from './api-paths.ts';
import { HttpError } from './http-error.ts';

/** The one API version this server speaks (spec §9); clients send it as `X-Api-Version`. */
export const API_VERSION = '2025.1';
export const API_VERSION_HEADER = 'x-api-version';

/** onRequest hook for /api, first of all: every answer, refusals included, carries the server's version. */
export async function announceApiVersion(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header(API_VERSION_HEADER, API_VERSION);
}

/**
 * onRequest hook for /api: refuses a request without the right version header (400). Health probes and the
 * profile photos an `<img>` loads are exempt; the OpenAPI document lives outside the /api scope and is exempt too.
 */
export async function checkApiVersion(request: FastifyRequest): Promise<void> {
  if (isHealthPath(request.url) || (request.method === 'GET' && isAvatarPath(request.url))) return;
  const given = request.headers[API_VERSION_HEADER];
  if (given === undefined || given === '') {
    throw new HttpError(400, translate('server.apiVersionMissing', { version: API_VERSION }));
  }
  if (given !== API_VERSION) {
    throw new HttpError(
      400,
      translate('server.apiVersionUnsupported', { given: String(given).slice(0, 40), version: API_VERSION }),
    );
  }
}
