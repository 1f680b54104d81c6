import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oauthClients, type OAuthClientRow } from '../db/schema/index.ts';

export interface NewClientInput {
  name: string;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  /** A public client (a single-page or native app) has no secret and relies on PKCE alone. */
  public?: boolean;
  /** A fixed client id (the demo seed); default a random one. */
  clientId?: string;
}

export interface CreatedClient {
  client: OAuthClientRow;
  /** The secret, shown once: only its hash is stored. Null for a public client. */
  secret: string | null;
}

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

/** Registers an application; gives its secret once. */
export async function createClient(db: Db, input: NewClientInput): Promise<CreatedClient> {
  const secret = input.public ? null : randomBytes(32).toString('base64url');
  const [client] = await db
    .insert(oauthClients)
    .values({
      clientId: input.clientId ?? `zp_${randomBytes(12).toString('base64url')}`,
      name: input.name,
      redirectUris: input.redirectUris,
      postLogoutRedirectUris: input.postLogoutRedirectUris ?? [],
      secretHash: secret === null ? null : hashClientSecret(secret),
    })
    .returning();
  if (!client) throw new Error('client insert returned no row');
  return { client, secret };
}

export async function findClient(db: Db, clientId: string): Promise<OAuthClientRow | undefined> {
  const [client] = await db.select().from(oauthClients).where(eq(oauthClients.clientId, clientId)).limit(1);
  return client;
}

export function listClients(db: Db): Promise<OAuthClientRow[]> {
  return db.select().from(oauthClients).orderBy(asc(oauthClients.name), asc(oauthClients.clientId));
}

/**
 * The client as oidc-provider's metadata: code flow only, refresh tokens, and the secret's hash in `client_secret`
 * (the provider's secret comparison is replaced by `clientSecretMatches`, server/oauth/provider.ts).
 */
export function clientMetadata(client: OAuthClientRow): Record<string, unknown> {
  return {
    client_id: client.clientId,
    client_name: client.name,
    redirect_uris: client.redirectUris,
    post_logout_redirect_uris: client.postLogoutRedirectUris,
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    ...(client.secretHash
      ? { client_secret: client.secretHash, token_endpoint_auth_method: 'client_secret_basic' }
      : { token_endpoint_auth_method: 'none' }),
  };
}
