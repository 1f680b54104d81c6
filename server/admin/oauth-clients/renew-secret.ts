import { translate } from '../../../i18n/server/translate.ts';
import type { AnyResource } from '../../../resources/define.ts';
import type { Db } from '../../db/client.ts';
import { toErrorResponse } from '../../http/error-response.ts';
import { HttpError } from '../../http/http-error.ts';
import { newClientSecret } from '../../oauth/clients.ts';
import { recordAudit } from '../audit.ts';

/** The audit name of a new client secret (docs/decisions.md, OAuth applications). */
export const NEW_OAUTH_CLIENT_SECRET = 'newOAuthClientSecret';

/**
 * Gives the confidential client `clientId` a new secret and writes its audit entry (without the secret) in one
 * transaction: when the entry cannot be stored, the stored hash stays the old one, so the application keeps a
 * secret that works (the new one is never shown). Such a failure answers 500 saying the old secret still holds;
 * an outage keeps its own answer (503).
 */
export async function renewClientSecret(
  db: Db,
  oauthClients: AnyResource,
  clientId: string,
  actorId: string,
): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const secret = await newClientSecret(tx, clientId);
      await recordAudit(tx, {
        action: NEW_OAUTH_CLIENT_SECRET,
        resource: oauthClients,
        recordId: clientId,
        actorId,
        changes: {},
      });
      return secret;
    });
  } catch (error) {
    if (toErrorResponse(error).statusCode !== 500) throw error;
    throw Object.assign(new HttpError(500, translate('server.oauth.client.secretNotRenewed')), {
      cause: error,
    });
  }
}
