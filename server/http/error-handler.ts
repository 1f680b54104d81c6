import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server-translate.ts';
import { toErrorResponse } from './error-response.ts';

/** Whole server: every error becomes the JSON envelope; unknown routes answer 404 `{ message }`. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const response = toErrorResponse(error);
    if (response.log === 'error') request.log.error({ err: error }, 'request failed');
    else if (response.log === 'warn') request.log.warn({ err: error }, 'database unavailable');
    return reply.code(response.statusCode).headers(response.headers).send(response.body);
  });

  // Non-API GETs never get here when the SPA is served: its catch-all route answers them with index.html.
  app.setNotFoundHandler(async (_request, reply) => {
    return reply.code(404).send({ message: translate('server.notFound') });
  });
}
