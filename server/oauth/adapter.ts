import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { errors } from 'oidc-provider';
import type { Db } from '../db/client.ts';
import { oauthArtifacts } from '../db/schema/index.ts';
import { clientMetadata, findClient } from './clients.ts';

/** One stored artefact as oidc-provider reads and writes it (its own shape; we only copy a few fields out). */
export type AdapterPayload = Record<string, unknown> & {
  grantId?: string;
  uid?: string;
  accountId?: string;
  consumed?: number;
};

/**
 * oidc-provider's storage on our database (docs/architecture.md "Scale-out": no OAuth state in memory). One class
 * per model name, all
 * in `oauth_artifacts`; the `Client` model reads the registered applications instead (`oauth_clients`), so a
 * client added or removed by an administrator counts at once on every instance.
 */
export function databaseAdapter(db: Db) {
  return class DatabaseAdapter {
    private readonly model: string;

    constructor(model: string) {
      this.model = model;
    }

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000) : null;
      const values = {
        model: this.model,
        id,
        payload,
        grantId: typeof payload.grantId === 'string' ? payload.grantId : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        accountId: typeof payload.accountId === 'string' ? payload.accountId : null,
        expiresAt,
      };
      await db
        .insert(oauthArtifacts)
        .values(values)
        .onConflictDoUpdate({
          target: [oauthArtifacts.model, oauthArtifacts.id],
          set: { ...values, consumedAt: null },
        });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      if (this.model === 'Client') {
        const client = await findClient(db, id);
        return client ? clientMetadata(db, client) : undefined;
      }
      return this.findWhere(eq(oauthArtifacts.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return this.findWhere(eq(oauthArtifacts.uid, uid));
    }

    async findByUserCode(): Promise<undefined> {
      // The device flow is not enabled: there are no user codes.
      return undefined;
    }

    /**
     * Marks a code or token used, only if it is not yet (one conditional update). oidc-provider reads it first
     * (`find`) and calls `consume` only when that read said "unused"; two requests with the same code or refresh
     * token can both read "unused", and then exactly one of them wins here. The loser is a reuse, as it would
     * have been had it come a moment later: its grant is revoked (oidc-provider does that for a reuse it sees
     * itself) and it is refused with invalid_grant (a pushed request: invalid_request_uri), which oidc-provider
     * answers like its own check, before it issued anything.
     */
    async consume(id: string): Promise<void> {
      const consumed = await db
        .update(oauthArtifacts)
        .set({ consumedAt: new Date() })
        .where(
          and(
            eq(oauthArtifacts.model, this.model),
            eq(oauthArtifacts.id, id),
            isNull(oauthArtifacts.consumedAt),
          ),
        )
        .returning({ id: oauthArtifacts.id });
      if (consumed.length > 0) return;
      if (this.model === 'PushedAuthorizationRequest') {
        throw new errors.InvalidRequestUri('request_uri is invalid, expired, or was already used');
      }
      const [row] = await db
        .select({ grantId: oauthArtifacts.grantId })
        .from(oauthArtifacts)
        .where(and(eq(oauthArtifacts.model, this.model), eq(oauthArtifacts.id, id)));
      if (row?.grantId) await revokeGrant(db, row.grantId);
      throw new errors.InvalidGrant(`${this.model} already consumed`);
    }

    async destroy(id: string): Promise<void> {
      await db
        .delete(oauthArtifacts)
        .where(and(eq(oauthArtifacts.model, this.model), eq(oauthArtifacts.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      await db
        .delete(oauthArtifacts)
        .where(and(eq(oauthArtifacts.model, this.model), eq(oauthArtifacts.grantId, grantId)));
    }

    private async findWhere(condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({
          payload: oauthArtifacts.payload,
          consumedAt: oauthArtifacts.consumedAt,
        })
        .from(oauthArtifacts)
        .where(
          and(
            eq(oauthArtifacts.model, this.model),
            condition,
            sql`(${oauthArtifacts.expiresAt} is null or ${oauthArtifacts.expiresAt} > now())`,
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    }
  };
}

/**
 * Revokes a grant as oidc-provider's reuse detection does: the grant and everything issued under it. A token
 * saved under it after this (by the request that won the race) is dead all the same: oidc-provider checks the
 * grant of every token it accepts.
 */
async function revokeGrant(db: Db, grantId: string): Promise<void> {
  await db
    .delete(oauthArtifacts)
    .where(
      or(
        eq(oauthArtifacts.grantId, grantId),
        and(eq(oauthArtifacts.model, 'Grant'), eq(oauthArtifacts.id, grantId)),
      ),
    );
}

/** Deletes expired artefacts; returns how many. Run periodically (server/oauth/purge-plugin.ts). */
export async function purgeExpiredArtifacts(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(oauthArtifacts)
    .where(sql`${oauthArtifacts.expiresAt} < ${now}`)
    .returning({ id: oauthArtifacts.id });
  return deleted.length;
}
