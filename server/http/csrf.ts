import type { FastifyReply, FastifyRequest } from 'fastify';
import './request-context.ts';

// Scaffolding: the HTTP-contract work package implements this (signed double-submit token bound to the session).
/** Sets a fresh XSRF-TOKEN cookie for the request's current session and returns the token. */
export function issueXsrfToken(_request: FastifyRequest, _reply: FastifyReply): string {
  return '';
}
