import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusedBy, reasonOf } from '../../server/admin/authority.ts';
import { restoreWith, type ResourceBehaviour } from '../../server/admin/behaviour.ts';
import { adminRoutes } from '../../server/admin/routes.ts';
import type { Db, Tx } from '../../server/db/client.ts';
import { auditLog } from '../../server/db/schema/index.ts';
import { apiContract, csrfProtection } from '../../server/http/contract.ts';
import { sessionPlugin } from '../../server/http/session.ts';
import { gadgets } from '../fixtures/gadgets-resource.ts';
import { CONFIRMATION_REQUIRED } from '../helpers/account.ts';
import { signedInClient } from '../helpers/admin-api-setup.ts';
import type { ApiClient } from '../helpers/api-client.ts';
import { createTestApp, type TestContext } from '../helpers/app.ts';
import { confirmSession } from '../helpers/confirm.ts';
import { createResourceTable } from '../helpers/resource-tables.ts';

/**
 * Issue 27: a resource's behaviour (server/admin/behaviour.ts) reaches the generic engine from its server half, and
 * the engine runs it without knowing the resource. Here a fixture behaviour on a fixture definition, served by
 * `adminRoutes` with its own registry under /api/engine-test, next to the real /api.
 */
describe('the engine runs a resource’s behaviour (/api/engine-test/test-gadgets)', () => {
  let ctx: TestContext;
  let appDb: Db;
  let manager: ApiClient;
  let unconfirmed: ApiClient;
  const base = '/api/engine-test/test-gadgets';
  /** Ids the rule refuses everywhere, and ids it refuses only inside a write's transaction. */
  const refused = new Set<string>();
  const refusedInTransaction = new Set<string>();
  const calls: { id: string; inTransaction: boolean }[] = [];

  const behaviour: ResourceBehaviour = {
    access: {
      write: async (db: Db | Tx, _actor, id) => {
        const inTransaction = db !== appDb;
        calls.push({ id, inTransaction });
        if (refused.has(id) || (inTransaction && refusedInTransaction.has(id))) throw refusedBy('superior');
      },
    },
    reconfirm: ['archive'],
    archive: async (before) => ({ fixtureArchived: { before: null, after: before?.name } }),
    restore: restoreWith(z.strictObject({ note: z.string().max(5).optional() }), (body) =>
      body.note ? async () => ({ fixtureNote: { before: null, after: body.note } }) : null,
    ),
  };

  beforeAll(async () => {
    ctx = await createTestApp(
      {},
      {
        beforeReady: async (app) => {
          appDb = app.database.db;
          await app.register(
            async (api) => {
              await api.register(apiContract);
              await api.register(sessionPlugin);
              await api.register(csrfProtection);
              await api.register(adminRoutes, {
                resources: [gadgets],
                extensions: {},
                behaviours: { [gadgets.name]: behaviour },
              });
            },
            { prefix: '/api/engine-test' },
          );
        },
      },
    );
    await createResourceTable(ctx.database, gadgets);
    manager = (await signedInClient(ctx, ['manage_regions'])).client;
    unconfirmed = (await signedInClient(ctx, ['manage_regions'])).client;
  });
  afterAll(() => ctx.close());

  const make = async (name: string): Promise<string> => {
    const made = await manager.post(base, { name, kind: 'klein' });
    expect(made.statusCode, made.body).toBe(201);
    return made.json().data.id as string;
  };
  const latestAudit = async (id: string) =>
    (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.recordId, id))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    )[0];

  it('refuses a write on a record with the rule’s 403 before validation (403, not 422)', async () => {
    const id = await make('Vroeg');
    refused.add(id);
    const response = await manager.patch(`${base}/${id}`, { name: 12 });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ message: reasonOf('superior') });
  });

  it('checks again inside the write’s transaction, and a refusal there changes nothing', async () => {
    const id = await make('Laat');
    refusedInTransaction.add(id);
    calls.length = 0;
    const response = await manager.patch(`${base}/${id}`, { name: 'Anders' });
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ message: reasonOf('superior') });
    expect(calls).toEqual([
      { id, inTransaction: false },
      { id, inTransaction: true },
    ]);
    expect((await manager.get(`${base}/${id}`)).json().data.name).toBe('Laat');
    expect((await latestAudit(id))?.action).toBe('createGadget');
  });

  it('asks a re-confirmation only for the operations the behaviour names, and adds its changes to the audit', async () => {
    const id = await make('Oud');
    const asked = await unconfirmed.delete(`${base}/${id}`, { body: { reason: 'Weg' } });
    expect(asked.statusCode, asked.body).toBe(423);
    expect(asked.json().message).toBe(CONFIRMATION_REQUIRED);

    await confirmSession(manager);
    const archived = await manager.delete(`${base}/${id}`, { body: { reason: 'Weg' } });
    expect(archived.statusCode, archived.body).toBe(200);
    expect((await latestAudit(id))?.changes).toMatchObject({
      fixtureArchived: { before: null, after: 'Oud' },
    });

    // Restoring needs no re-confirmation here; its body is the behaviour's, validated per field.
    const bad = await unconfirmed.post(`${base}/archived/${id}/restore`, { note: 'veel te lang' });
    expect(bad.statusCode, bad.body).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['note']);
    const restored = await unconfirmed.post(`${base}/archived/${id}/restore`, { note: 'terug' });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await latestAudit(id))?.changes).toMatchObject({ fixtureNote: { before: null, after: 'terug' } });
  });
});
