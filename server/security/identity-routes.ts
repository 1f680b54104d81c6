import type {} from '@fastify/rate-limit';
import type { App } from '../app-types.ts';
import { currentUser } from '../account/current-user.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { sanitizeIntendedUrl } from '../auth/sign-in/intended-url.ts';
import { socialContext } from '../auth/social/social-context.ts';
import { startSocialSignIn } from '../auth/social/start-social-sign-in.ts';
import { IDENTITY_PROVIDERS } from '../../contract/enums.ts';
import { setSocialCookie } from '../http/social-cookie.ts';
import { linkReturnPath, removeIdentity } from './identity-links.ts';
import { LINK_LIMIT, WRITE_LIMIT } from './limits.ts';
import { DURING_ONBOARDING } from '../http/access.ts';
import { setupIdentityAnswer, setupIdentityBody } from '../../contract/api/security.ts';

const tags = ['security'];

/**
 * Linked identity providers (docs/self-service.md): `POST /user/setup-{provider}-idp` starts a link through the
 * provider (the same callback as social sign-in, purpose `link`), `POST /user/remove-{provider}-idp` unlinks.
 * Both need a recent confirmation (a sign-in that ended in onboarding counts as one for 15 minutes).
 */
export async function identityRoutes(app: App): Promise<void> {
  for (const provider of IDENTITY_PROVIDERS) {
    app.post(
      `/user/setup-${provider}-idp`,
      {
        schema: { tags, body: setupIdentityBody, response: { 200: setupIdentityAnswer } },
        config: { ...LINK_LIMIT, ...DURING_ONBOARDING },
      },
      async (request, reply) => {
        const session = await requireRecentConfirmation(request, 'any');
        const user = await currentUser(app.database.db, session);
        const returnTo = linkReturnPath(user, sanitizeIntendedUrl(request.body?.returnTo));
        const started = await startSocialSignIn(socialContext(request), provider, {
          remember: false,
          intendedUrl: returnTo,
          linkUserId: user.id,
        });
        setSocialCookie(reply, app.config, started.bindingToken);
        return { data: { url: started.url } };
      },
    );

    app.post(
      `/user/remove-${provider}-idp`,
      { schema: { tags }, config: WRITE_LIMIT },
      async (request, reply) => {
        const session = await requireRecentConfirmation(request, 'any');
        await removeIdentity(app.database.db, await currentUser(app.database.db, session), provider);
        return reply.code(204).send();
      },
    );
  }
}
