import {
  verifyRegistrationResponse,
  type PublicKeyCredentialCreationOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { translate } from '../../../i18n/server/translate.ts';
import type { Db } from '../../db/client.ts';
import { passkeys, type Passkey, type User } from '../../db/schema/index.ts';
import { ValidationError } from '../../http/http-error.ts';
import type { SessionContext } from '../../http/request-context.ts';
import { revokeTrustedDevices } from '../devices/revoke-trust.ts';
import { registrationOptions } from './passkey-options.ts';
import { passkeysOfUser } from './passkey-store.ts';
import type { RelyingParty } from './relying-party.ts';
import { signedChallenge } from './response-shape.ts';
import { consumeWebauthnChallenge, storeWebauthnChallenge } from './webauthn-challenges.ts';

export interface RegistrationContext {
  db: Db;
  rp: RelyingParty;
  session: SessionContext;
  now: Date;
}

/** `POST /user/passkeys/registration-options`: the options, their challenge bound to this session. */
export async function startPasskeyRegistration(
  ctx: RegistrationContext,
  user: User,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await registrationOptions(ctx.rp, user, await passkeysOfUser(ctx.db, user.id));
  await storeWebauthnChallenge(
    ctx.db,
    options.challenge,
    { purpose: 'registration', userId: user.id, sessionId: ctx.session.id },
    ctx.now,
  );
  return options;
}

/** 'Deze passkey kon niet worden toegevoegd. Probeer het opnieuw.' on `response`. */
export function passkeyNotAdded(): ValidationError {
  return new ValidationError({ response: [translate('server.passkeys.notAdded')] });
}

/**
 * `POST /user/passkeys`: the browser's answer to the options of this session, checked by the library (challenge,
 * origin, RP id, user present and verified, attestation `none`), becomes a passkey of the user. The challenge is
 * taken first, once, whatever the outcome. A credential that is already registered (to anyone) is refused.
 * Adding a passkey changes the second-step settings, so trusted devices end.
 */
export async function addPasskey(
  ctx: RegistrationContext,
  user: User,
  input: { name: string; response: RegistrationResponseJSON },
): Promise<Passkey> {
  const challenge = signedChallenge(input.response);
  const binding = { purpose: 'registration', userId: user.id, sessionId: ctx.session.id } as const;
  if (!challenge || !(await consumeWebauthnChallenge(ctx.db, challenge, binding, ctx.now))) {
    throw passkeyNotAdded();
  }
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response: input.response,
      expectedChallenge: challenge,
      expectedOrigin: ctx.rp.origin,
      expectedRPID: ctx.rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw passkeyNotAdded();
  }
  if (!verified.verified) throw passkeyNotAdded();
  const info = verified.registrationInfo;
  const [added] = await ctx.db
    .insert(passkeys)
    .values({
      userId: user.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: input.response.response.transports ?? [],
      backupEligible: info.credentialDeviceType === 'multiDevice',
      backedUp: info.credentialBackedUp,
      aaguid: info.aaguid,
      name: input.name,
      createdAt: ctx.now,
    })
    .onConflictDoNothing({ target: passkeys.credentialId })
    .returning();
  if (!added) throw passkeyNotAdded();
  await revokeTrustedDevices(ctx.db, user.id);
  return added;
}
