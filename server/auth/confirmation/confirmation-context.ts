import type { FastifyRequest } from 'fastify';
import type { SessionContext } from '../../http/request-context.ts';
import type { SignInContext } from '../sign-in/sign-in-context.ts';
import { signInContext } from '../sign-in/sign-in-request.ts';

/** What a re-confirmation action needs: the sign-in context (database, key, notifier, IP …) and the session. */
export interface ConfirmationContext extends SignInContext {
  session: SessionContext;
}

/** The confirmation context of a signed-in request. */
export function confirmationContext(request: FastifyRequest, session: SessionContext): ConfirmationContext {
  return { ...signInContext(request), session };
}
