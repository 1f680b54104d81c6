import type { FastifyRequest } from 'fastify';
import type { AnyResource, Operation } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { checkedRegistry } from '../../resources/registry.ts';
import type { App } from '../app-types.ts';
import { actorOfRequest, allChecks, grantCheckOf, grantFieldsOf } from './authority.ts';
import { archivedRecordRoute } from './archived-record.ts';
import { restoreEmployeeBody } from '../../contract/api/admin/employees.ts';
import { authorityCheck } from './employees/authority.ts';
import { blockOnArchive, unblockOnRestore } from './employees/login-block.ts';
import { extensionRoutesOf, type ExtensionRegistry } from './extensions.ts';
import { getRecord, listRecords } from './read-records.ts';
import { usageRoute } from './record-usage.ts';
import {
  actorOf as actor,
  confirmedWriteGuard,
  grantChangeCheck,
  withConfirmation,
  readGuard as readGuardOf,
  writeGuard,
} from './route-guards.ts';
import { archiveRecord, createRecord, deleteRecord, restoreRecord, updateRecord } from './write-records.ts';
import {
  archiveBodySchema,
  createBodySchema,
  idParams,
  listQuerySchema,
  oneSchema,
  pageSchema,
  updateBodySchema,
} from './schemas.ts';

export interface AdminRoutesOptions {
  /** The definitions to serve; tests add fixtures. Default: every resource of resources/index.ts. */
  resources?: readonly AnyResource[];
  /** Server extensions by resource, then extension name. Default: `EXTENSIONS` of server/admin/extensions.ts. */
  extensions?: ExtensionRegistry;
}

/** The list's own path (`/api/tags`, `/api/tags/archived`), for `links.next`. */
const pathOf = (request: FastifyRequest): string => request.url.split('?')[0]!;

/**
 * The generic admin API (docs/architecture.md "Resource definitions"): for each definition `GET/POST /<name>`,
 * `GET/PATCH/DELETE /<name>/{id}`,
 * and when archivable `GET /<name>/archived` and `POST /<name>/archived/{id}/restore`, plus its named extensions.
 * Every route needs the definition's permission (checked before the body is validated: 401, 403, then 422).
 */
export async function adminRoutes(app: App, options: AdminRoutesOptions = {}): Promise<void> {
  for (const resource of checkedRegistry(options.resources ?? RESOURCES)) {
    // Refuses to start when a named extension has no routes.
    const plugins = extensionRoutesOf(resource, options.extensions);
    await app.register(
      async (scope) => {
        await resourceRoutes(scope, resource);
        for (const plugin of plugins) await plugin(scope, resource);
      },
      { prefix: `/${resource.name}` },
    );
  }
}

async function resourceRoutes(app: App, resource: AnyResource): Promise<void> {
  const db = app.database.db;
  const one = oneSchema(resource);
  const page = pageSchema(resource);
  const listQuery = listQuerySchema(resource);
  const archivedQuery = listQuerySchema(resource, [], { archived: true });
  const tags = [resource.name];
  const guard = writeGuard(resource);
  const readGuard = readGuardOf(resource);
  const offers = (operation: Operation) => resource.operations.includes(operation);
  // A record that grants permissions (a role) is written only within what the actor holds; one linked to user
  // accounts (an employee) only by someone with authority over it, checked again after the row is locked.
  const grants = grantFieldsOf(resource).length > 0;
  const linked = resource.extensions.includes('account');
  const checkOf = async (request: FastifyRequest, id?: string) => {
    if (!grants && !(linked && id)) return null;
    const actor = await actorOfRequest(request);
    return allChecks(
      grants ? grantCheckOf(resource, actor) : null,
      linked && id ? authorityCheck(actor, id) : null,
    );
  };
  // Archiving or restoring a record linked to an account changes what a person may do (docs/decisions.md "Account
  // lifecycle"): it needs a recent re-confirmation, archiving blocks the account in the same transaction, and
  // restoring gives access back only when asked (`unblockAccount`).
  const lifecycleGuard = linked ? confirmedWriteGuard(resource) : guard;
  const archiveCheckOf = async (request: FastifyRequest, id: string) =>
    allChecks(await checkOf(request, id), linked ? blockOnArchive : null);
  const restoreCheckOf = async (request: FastifyRequest, id: string) => {
    const unblock = (request.body as { unblockAccount?: boolean } | undefined)?.unblockAccount === true;
    return allChecks(await checkOf(request, id), linked ? unblockOnRestore(unblock) : null);
  };
  if (offers('list'))
    app.get(
      '',
      { ...readGuard, schema: { tags, querystring: listQuery, response: { 200: page } } },
      async (request) => listRecords(db, resource, request.query, { path: pathOf(request) }),
    );

  if (offers('create'))
    app.post(
      '',
      { ...guard, schema: { tags, body: createBodySchema(resource), response: { 201: one } } },
      async (request, reply) => {
        const data = await createRecord(
          db,
          resource,
          request.body as Record<string, unknown>,
          actor(request),
          await checkOf(request),
        );
        return reply.code(201).send({ data });
      },
    );

  if (resource.archivable) {
    archivedRecordRoute(app, resource);
    app.get(
      '/archived',
      { ...readGuard, schema: { tags, querystring: archivedQuery, response: { 200: page } } },
      async (request) => listRecords(db, resource, request.query, { path: pathOf(request), archived: true }),
    );
    app.post(
      '/archived/:id/restore',
      {
        ...lifecycleGuard,
        schema: {
          tags,
          params: idParams,
          ...(linked ? { body: restoreEmployeeBody } : {}),
          response: { 200: one },
        },
      },
      async (request) => ({
        data: await restoreRecord(
          db,
          resource,
          request.params.id,
          actor(request),
          await restoreCheckOf(request, request.params.id),
        ),
      }),
    );
  }

  if (offers('show'))
    app.get(
      '/:id',
      { ...readGuard, schema: { tags, params: idParams, response: { 200: one } } },
      async (request) => ({
        data: await getRecord(db, resource, request.params.id),
      }),
    );

  if (offers('edit'))
    app.patch(
      '/:id',
      {
        ...guard,
        schema: { tags, params: idParams, body: updateBodySchema(resource), response: { 200: one } },
      },
      async (request) => ({
        data: await withConfirmation(request, async () =>
          updateRecord(
            db,
            resource,
            request.params.id,
            request.body as Record<string, unknown>,
            actor(request),
            allChecks(
              await checkOf(request, request.params.id),
              grants ? grantChangeCheck(request, grantFieldsOf(resource)) : null,
            ),
          ),
        ),
      }),
    );

  if (!offers('delete')) return;
  if (resource.archivable) {
    app.delete(
      '/:id',
      {
        ...lifecycleGuard,
        schema: { tags, params: idParams, body: archiveBodySchema, response: { 200: one } },
      },
      async (request) => ({
        data: await archiveRecord(
          db,
          resource,
          request.params.id,
          request.body.reason,
          actor(request),
          await archiveCheckOf(request, request.params.id),
        ),
      }),
    );
  } else {
    usageRoute(app, resource);
    app.delete(
      '/:id',
      { ...guard, schema: { tags, params: idParams, response: { 200: one } } },
      async (request) => ({
        data: await deleteRecord(
          db,
          resource,
          request.params.id,
          actor(request),
          await checkOf(request, request.params.id),
        ),
      }),
    );
  }
}
