import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { oauthClients, oauthClientSecrets } from '../db/schema/index.ts';

/** A registered application (the resource `oauth-clients`); its id is the `client_id`. */
export type OAuthClientRow = typeof oauthClients.$inferSelect;

export interface NewClientInput {
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** A public client (a single-page or native app) has no secret and relies on PKCE alone. */
  public?: boolean;
  /** A fixed client id (a uuid: the demo seed); default a random one. */
  clientId?: string;
}

export interface CreatedClient {
  client: OAuthClientRow;
  /** The secret, shown once: only its hash is stored. Null for a public client. */
  secret: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The stored form of a client secret: SHA-256, base64url. A secret is 256 random bits, so no slow hash is needed. */
export function hashClientSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('base64url');
}

/** Whether `presented` is the secret whose hash is `storedHash` (constant time). */
export function clientSecretMatches(storedHash: string, presented: unknown): boolean {
  if (typeof presented !== 'string' || presented.length === 0) return false;
  const expected = Buffer.from(storedHash);
  const actual = Buffer.from(hashClientSecret(presented));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const redirectUriLines = (value: string | null): string[] =>
  (value ?? '').split('\n').filter((line) => line !== '');

/**
 * Gives a confidential client a new secret (replacing any earlier one, which stops working) and returns it: the
 * only time it is shown. Pass the transaction that also writes its audit entry (admin/oauth-clients/renew-secret.ts).
 */
export async function newClientSecret(db: Db | Tx, clientId: string): Promise<string> {
  const secret = randomBytes(32).toString('base64url');
  const secretHash = hashClientSecret(secret);
  await db
    .insert(oauthClientSecrets)
    .values({ clientId, secretHash })
    .onConflictDoUpdate({
      target: oauthClientSecrets.clientId,
      set: { secretHash, createdAt: new Date() },
    });
  return secret;
}

/** Registers an application (command line, demo seed); gives a confidential one's secret once. */
export async function createClient(db: Db, input: NewClientInput): Promise<CreatedClient> {
  const [client] = await db
    .insert(oauthClients)
    .values({
      ...(input.clientId ? { id: input.clientId } : {}),
      name: input.name,
      redirectUris: input.redirectUris.join('\n'),
      postLogoutRedirectUris: (input.postLogoutRedirectUris ?? []).join('\n') || null,
      public: input.public === true,
    })
    .returning();
  if (!client) throw new Error('client insert returned no row');
  return { client, secret: input.public ? null : await newClientSecret(db, client.id) };
}

export async function findClient(db: Db, clientId: string): Promise<OAuthClientRow | undefined> {
  if (!UUID.test(clientId)) return undefined;
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.id, clientId)).limit(1);
  return client;
}

async function secretHashOf(db: Db, clientId: string): Promise<string | null> {
  const [row] = await db
    .select({ secretHash: oauthClientSecrets.secretHash })
    .from(oauthClientSecrets)
    .where(eq(oauthClientSecrets.clientId, clientId))
    .limit(1);
  return row?.secretHash ?? null;
}

/**
 * The client as oidc-provider's metadata, or undefined while a confidential client has no secret yet (it cannot
 * authenticate, so it is not offered). Code flow only, refresh tokens, and the secret's hash in `client_secret`
 * (the provider's secret comparison is replaced by `clientSecretMatches`, server/oauth/provider.ts).
 */
export async function clientMetadata(
  db: Db,
  client: OAuthClientRow,
): Promise<Record<string, unknown> | undefined> {
  const base = {
    client_id: client.id,
    client_name: client.name,
    redirect_uris: redirectUriLines(client.redirectUris),
    post_logout_redirect_uris: redirectUriLines(client.postLogoutRedirectUris),
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
  };
  if (client.public) return { ...base, token_endpoint_auth_method: 'none' };
  const secretHash = await secretHashOf(db, client.id);
  if (!secretHash) return undefined;
  return { ...base, client_secret: secretHash, token_endpoint_auth_method: 'client_secret_basic' };
}
