import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { toErrorResponse } from './error-response.ts';

/**
 * Whole server: every error becomes the JSON envelope. Unknown paths are answered by not-found handlers that
 * app.ts sets: one inside /api (after that scope's hooks) and one at the root (JSON 404, or the SPA's history
 * fallback when the SPA is served).
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const response = toErrorResponse(error);
    if (response.log === 'error') request.log.error({ err: error }, 'request failed');
    else if (response.log === 'warn') request.log.warn({ err: error }, 'service unavailable');
    return reply.code(response.statusCode).headers(response.headers).send(response.body);
  });
}
