import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import { isAvatarPath, isHealthPath } from './api-paths.ts';
import { HttpError } from './http-error.ts';
import { API_VERSION, API_VERSION_HEADER as VERSION_HEADER } from '../../contract/http.ts';

export { API_VERSION };
/** Node gives request headers in lower case. */
export const API_VERSION_HEADER = VERSION_HEADER.toLowerCase();

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
