import type { ServerExtensions } from '../extensions.ts';
import { oauthClientSecretRoutes } from './secret-routes.ts';

/** The extensions of OAuth applications (`resources/oauth-clients.ts`): a new client secret, shown once. */
export const oauthClientExtensions: ServerExtensions<'oauth-clients'> = {
  secret: oauthClientSecretRoutes,
};
