import { eq } from 'drizzle-orm';
import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { expect } from 'vitest';
import { relyingParty } from '../../server/auth/passkeys/relying-party.ts';
import { passkeys, signInEvents, type User } from '../../server/db/schema/index.ts';
import type { ApiClient } from './api-client.ts';
import type { TestContext } from './app.ts';
import { confirmSession } from './confirm.ts';
import { browser } from './sign-in.ts';
import { SoftAuthenticator } from './soft-authenticator.ts';
import { createUser, signIn } from './users.ts';

export const NOT_RECOGNIZED =
  'Deze passkey werd niet herkend. Probeer het opnieuw of kies een andere manier.';
export const NOT_ADDED = 'Deze passkey kon niet worden toegevoegd. Probeer het opnieuw.';
/** The answer to a passkey that is refused at sign-in or re-confirmation, whatever the reason. */
export const REFUSED = { message: NOT_RECOGNIZED, errors: { passkey: [NOT_RECOGNIZED] } };
/** The answer to a registration that is refused, whatever the reason. */
export const NOT_ADDED_BODY = { message: NOT_ADDED, errors: { response: [NOT_ADDED] } };

type AuthenticatorOptions = ConstructorParameters<typeof SoftAuthenticator>[2];

/** A new user and a browser signed in as that user. */
export async function signedIn(ctx: TestContext, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(ctx.database.db, overrides);
  const client = browser(ctx);
  await signIn(client, user.email);
  return { user, client };
}

/** A software authenticator for the app's relying party. */
export function newAuthenticator(ctx: TestContext, options: AuthenticatorOptions = {}): SoftAuthenticator {
  const rp = relyingParty(ctx.config);
  return new SoftAuthenticator(rp.id, rp.origin, options);
}

export async function registrationOptions(
  client: ApiClient,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const response = await client.post('/api/user/passkeys/registration-options', {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PublicKeyCredentialCreationOptionsJSON }).data;
}

/** Registers a passkey for the client's user (confirming the session first); gives the list item. */
async function register(client: ApiClient, authenticator: SoftAuthenticator, name = 'Laptop') {
  await confirmSession(client);
  const options = await registrationOptions(client);
  const response = await client.post('/api/user/passkeys', {
    name,
    response: authenticator.register(options),
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string; name: string } }).data;
}

/** A signed-in user with one registered passkey. */
export async function withPasskey(ctx: TestContext, options: AuthenticatorOptions = {}) {
  const { user, client } = await signedIn(ctx);
  const authenticator = newAuthenticator(ctx, options);
  const item = await register(client, authenticator);
  return { user, client, authenticator, item };
}

/** The options of a passkey sign-in as first factor (they set the zp_passkey cookie). */
export async function signInOptions(client: ApiClient): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const response = await client.post('/api/auth/passkey-sign-in-options', {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PublicKeyCredentialRequestOptionsJSON }).data;
}

/** The options of a second step (with its challenge) or of a re-confirmation (without). */
export async function stepOptions(client: ApiClient, challenge?: string) {
  const response = await client.post('/api/auth/passkey-options', challenge ? { challenge } : {});
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: PublicKeyCredentialRequestOptionsJSON }).data;
}

export async function passkeyRow(ctx: TestContext, credentialId: string) {
  const [row] = await ctx.database.db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export async function eventsOf(ctx: TestContext, user: User) {
  return ctx.database.db.select().from(signInEvents).where(eq(signInEvents.userId, user.id));
}
