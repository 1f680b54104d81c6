import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { SignInContext } from '../sign-in-context.ts';

/** What the social sign-in actions need: the sign-in context, the providers' configuration, a logger. */
export interface SocialContext {
  signIn: SignInContext;
  config: Config;
  log: FastifyBaseLogger;
  /** The browser's `zp_social` cookie (the binding of its social sign-ins), if any. */
  socialBinding: string | null;
}
