import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { oauthArtifacts, oauthClients } from '../db/schema/index.ts';
import type { ConnectedApp } from '../../contract/api/oauth.ts';
import { OAUTH_SCOPES } from '../../contract/enums.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const notExpired = sql`(${oauthArtifacts.expiresAt} is null or ${oauthArtifacts.expiresAt} > now())`;

interface GrantPayload {
  clientId?: string;
  iat?: number;
  openid?: { scope?: string };
}

/** The apps a user has given access (one entry per grant of a registered client), newest first. */
export async function listConnectedApps(db: Db, userId: string): Promise<ConnectedApp[]> {
  const rows = await db
    .select({ id: oauthArtifacts.id, payload: oauthArtifacts.payload })
    .from(oauthArtifacts)
    .where(and(eq(oauthArtifacts.model, 'Grant'), eq(oauthArtifacts.accountId, userId), notExpired));
  const grants = rows.map((row) => ({ id: row.id, payload: row.payload as GrantPayload }));
  const clientIds = [...new Set(grants.map((grant) => grant.payload.clientId ?? ''))].filter((id) =>
    UUID.test(id),
  );
  const clients =
    clientIds.length === 0
      ? []
      : await db
          .select({ clientId: oauthClients.id, name: oauthClients.name })
          .from(oauthClients)
          .where(inArray(oauthClients.id, clientIds));
  const names = new Map(clients.map((client) => [client.clientId, client.name]));
  return grants
    .filter((grant) => names.has(grant.payload.clientId ?? ''))
    .map((grant) => {
      const scopes = new Set((grant.payload.openid?.scope ?? '').split(' '));
      const clientId = grant.payload.clientId ?? '';
      return {
        id: grant.id,
        client: { id: clientId, name: names.get(clientId) ?? clientId },
        scopes: OAUTH_SCOPES.filter((scope) => scopes.has(scope)),
        grantedAt: new Date((grant.payload.iat ?? 0) * 1000).toISOString(),
      };
    })
    .sort((a, b) => b.grantedAt.localeCompare(a.grantedAt));
}

/**
 * Withdraws a user's grant: the grant and every code and token issued under it are deleted, so the app's access
 * and refresh tokens stop working at once (introspection answers inactive). False when the user has no such grant.
 */
export async function revokeConnectedApp(db: Db, userId: string, grantId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(oauthArtifacts)
      .where(
        and(
          eq(oauthArtifacts.model, 'Grant'),
          eq(oauthArtifacts.id, grantId),
          eq(oauthArtifacts.accountId, userId),
        ),
      )
      .returning({ id: oauthArtifacts.id });
    if (deleted.length === 0) return false;
    await tx.delete(oauthArtifacts).where(eq(oauthArtifacts.grantId, grantId));
    return true;
  });
}
