import { and, eq, sql } from 'drizzle-orm';
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
 * oidc-provider's storage on our database (DESIGN.md §7: no OAuth state in memory). One class per model name, all
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

    async consume(id: string): Promise<void> {
      await db
        .update(oauthArtifacts)
        .set({ consumedAt: new Date() })
        .where(and(eq(oauthArtifacts.model, this.model), eq(oauthArtifacts.id, id)));
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

/** Deletes expired artefacts; returns how many. Run periodically (server/oauth/purge-plugin.ts). */
export async function purgeExpiredArtifacts(db: Db, now: Date = new Date()): Promise<number> {
  const deleted = await db
    .delete(oauthArtifacts)
    .where(sql`${oauthArtifacts.expiresAt} < ${now}`)
    .returning({ id: oauthArtifacts.id });
  return deleted.length;
}
