import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionDetails } from 'oidc-provider';
import { translate } from '../../i18n/server/translate.ts';
import { ValidationError } from '../http/http-error.ts';

/**
 * The provider's pending interaction of this browser (its interaction cookie), when it is the one named by `uid`:
 * a uid from another window, an old link or another browser is refused (422 on `uid`), as is an expired one.
 */
export async function interactionOf(
  request: FastifyRequest,
  reply: FastifyReply,
  uid: string,
): Promise<InteractionDetails> {
  let details: InteractionDetails;
  try {
    details = await request.server.oauthProvider.interactionDetails(request.raw, reply.raw);
  } catch {
    throw expired();
  }
  if (details.uid !== uid) throw expired();
  return details;
}

export function expired(): ValidationError {
  const message = translate('server.oauth.expired');
  return new ValidationError({ uid: [message] }, message);
}
