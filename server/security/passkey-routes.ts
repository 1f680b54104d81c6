import type {} from '@fastify/rate-limit';
import {
  addPasskeyBody,
  passkeyAnswer,
  passkeyParams,
  passkeysAnswer,
  registrationOptionsAnswer,
  registrationOptionsBody,
  renamePasskeyBody,
} from '../../contract/api/passkeys.ts';
import type { App } from '../app-types.ts';
import { currentUser } from '../account/current-user.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { removePasskey, renamePasskey } from '../auth/passkeys/manage-passkeys.ts';
import { toPasskeyItem } from '../auth/passkeys/passkey-item.ts';
import { passkeysOfUser } from '../auth/passkeys/passkey-store.ts';
import { addPasskey, passkeyNotAdded, startPasskeyRegistration } from '../auth/passkeys/register-passkey.ts';
import { relyingParty } from '../auth/passkeys/relying-party.ts';
import { parseRegistrationResponse } from '../auth/passkeys/response-shape.ts';
import { DURING_ONBOARDING } from '../http/access.ts';
import { WRITE_LIMIT } from './limits.ts';

const tags = ['security'];

/**
 * The user's passkeys (docs/self-service.md "Passkeys", docs/api.md): list, register (options, then the browser's
 * answer), rename, remove. Registering needs a recent confirmation that is not an email code, as setting up the
 * authenticator does, and may be done during onboarding; removing needs one too.
 */
export async function passkeyRoutes(app: App): Promise<void> {
  const db = app.database.db;
  const rp = relyingParty(app.config);

  app.get(
    '/user/passkeys',
    {
      schema: { tags, response: { 200: passkeysAnswer } },
      config: DURING_ONBOARDING,
    },
    async (request) => ({
      data: (await passkeysOfUser(db, requireUser(request).userId)).map(toPasskeyItem),
    }),
  );

  app.post(
    '/user/passkeys/registration-options',
    {
      schema: {
        tags,
        body: registrationOptionsBody,
        response: { 200: registrationOptionsAnswer },
      },
      config: { ...WRITE_LIMIT, ...DURING_ONBOARDING },
    },
    async (request) => {
      const session = await requireRecentConfirmation(request, 'not_email');
      const user = await currentUser(db, session);
      return { data: await startPasskeyRegistration({ db, rp, session, now: new Date() }, user) };
    },
  );

  app.post(
    '/user/passkeys',
    {
      schema: {
        tags,
        body: addPasskeyBody,
        response: { 201: passkeyAnswer },
      },
      config: { ...WRITE_LIMIT, ...DURING_ONBOARDING },
    },
    async (request, reply) => {
      const response = parseRegistrationResponse(request.body.response);
      if (!response) throw passkeyNotAdded();
      const session = await requireRecentConfirmation(request, 'not_email');
      const user = await currentUser(db, session);
      const added = await addPasskey({ db, rp, session, now: new Date() }, user, {
        name: request.body.name,
        response,
      });
      return reply.code(201).send({ data: toPasskeyItem(added) });
    },
  );

  app.patch(
    '/user/passkeys/:id',
    {
      schema: { tags, params: passkeyParams, body: renamePasskeyBody, response: { 200: passkeyAnswer } },
      config: WRITE_LIMIT,
    },
    async (request) => {
      const session = requireUser(request);
      const renamed = await renamePasskey(db, session.userId, request.params.id, request.body.name);
      return { data: toPasskeyItem(renamed) };
    },
  );

  app.delete(
    '/user/passkeys/:id',
    { schema: { tags, params: passkeyParams }, config: WRITE_LIMIT },
    async (request, reply) => {
      const session = await requireRecentConfirmation(request, 'not_email');
      await removePasskey(db, session.userId, request.params.id, new Date());
      return reply.code(204).send();
    },
  );
}
