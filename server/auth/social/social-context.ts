import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { readSocialCookie } from '../../http/social-cookie.ts';
import type { SignInContext } from '../sign-in/sign-in-context.ts';
import { signInContext } from '../sign-in/sign-in-request.ts';

/** What the social sign-in actions need: the sign-in context, the providers' configuration, a logger. */
export interface SocialContext {
  signIn: SignInContext;
  config: Config;
  log: FastifyBaseLogger;
  /** The browser's `zp_social` cookie (the binding of its social sign-ins), if any. */
  socialBinding: string | null;
  /** The signed-in user of the request, if any: a link started by a user must come back to that user. */
  sessionUserId: string | null;
}

/** The social context of a request. */
export function socialContext(request: FastifyRequest): SocialContext {
  const { config } = request.server;
  return {
    signIn: signInContext(request),
    config,
    log: request.log,
    socialBinding: readSocialCookie(request, config),
    sessionUserId: request.session?.userId ?? null,
  };
}
