import { newSecretAnswer } from '../../../contract/api/admin/oauth-clients.ts';
import { translate } from '../../../i18n/server/translate.ts';
import { ValidationError } from '../../http/http-error.ts';
import type { ExtensionRoutes } from '../extensions.ts';
import { getRecord } from '../read-records.ts';
import { actorOf, writeGuard } from '../route-guards.ts';
import { idParams } from '../schemas.ts';
import { renewClientSecret } from './renew-secret.ts';

/**
 * Extension `secret` of OAuth applications: `POST /oauth-clients/{id}/secret` gives a confidential app a new client
 * secret and answers it once (`{ data: { clientId, secret } }`); only its hash is kept and an earlier secret stops
 * working. A public app has no secret (422). Audited as `newOAuthClientSecret`, without the secret, in the same
 * transaction as the new hash (renew-secret.ts).
 */
export const oauthClientSecretRoutes: ExtensionRoutes = async (app, oauthClients, behaviour) => {
  const db = app.database.db;
  app.post(
    '/:id/secret',
    {
      ...writeGuard(oauthClients, behaviour),
      schema: {
        tags: [oauthClients.name],
        params: idParams,
        response: { 200: newSecretAnswer },
      },
    },
    async (request) => {
      const client = await getRecord(db, oauthClients, request.params.id);
      if (client.public === true) {
        throw new ValidationError({ public: [translate('server.oauth.client.publicHasNoSecret')] });
      }
      const secret = await renewClientSecret(db, oauthClients, String(client.id), actorOf(request));
      return { data: { clientId: String(client.id), secret } };
    },
  );
};
