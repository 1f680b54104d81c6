import type { FastifyRequest } from 'fastify';
import type { AnyResource, Operation } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import { checkedRegistry } from '../../resources/registry.ts';
import type { App } from '../app-types.ts';
import { actorOfRequest, allChecks, grantCheckOf, grantFieldsOf } from './authority.ts';
import { archivedRecordRoute } from './archived-record.ts';
import { accessCheck, needsReconfirm, type LifecycleOperation, type ResourceBehaviour } from './behaviour.ts';
import {
  behaviourOf,
  extensionRoutesOf,
  type BehaviourRegistry,
  type ExtensionRegistry,
} from './extensions.ts';
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
  /** Behaviour by resource (record access, lifecycle side effects). Default: `BEHAVIOURS` of the same file. */
  behaviours?: BehaviourRegistry;
}

/** The list's own path (`/api/tags`, `/api/tags/archived`), for `links.next`. */
const pathOf = (request: FastifyRequest): string => request.url.split('?')[0]!;

/**
 * The generic admin API (docs/architecture.md "Resource definitions"): for each definition `GET/POST /<name>`,
 * `GET/PATCH/DELETE /<name>/{id}`,
 * and when archivable `GET /<name>/archived` and `POST /<name>/archived/{id}/restore`, plus its named extensions.
 * Every route needs the definition's permission (checked before the body is validated: 401, 403, then 422).
 * The resource's behaviour (server/admin/behaviour.ts) goes to its generic routes and to its extensions' routes;
 * the engine never asks which resource it serves.
 */
export async function adminRoutes(app: App, options: AdminRoutesOptions = {}): Promise<void> {
  for (const resource of checkedRegistry(options.resources ?? RESOURCES)) {
    // Refuses to start when a named extension has no routes.
    const plugins = extensionRoutesOf(resource, options.extensions);
    const behaviour = behaviourOf(resource, options.behaviours);
    await app.register(
      async (scope) => {
        await resourceRoutes(scope, resource, behaviour);
        for (const plugin of plugins) await plugin(scope, resource, behaviour);
      },
      { prefix: `/${resource.name}` },
    );
  }
}

async function resourceRoutes(app: App, resource: AnyResource, behaviour: ResourceBehaviour): Promise<void> {
  const db = app.database.db;
  const one = oneSchema(resource);
  const page = pageSchema(resource);
  const listQuery = listQuerySchema(resource);
  const archivedQuery = listQuerySchema(resource, [], { archived: true });
  const tags = [resource.name];
  const guard = writeGuard(resource, behaviour);
  const readGuard = readGuardOf(resource);
  const offers = (operation: Operation) => resource.operations.includes(operation);
  // A record that grants permissions (a role) is written only within what the actor holds; a write on one record
  // of a resource with a write access rule (an employee) only when the rule allows it, checked again after the row
  // is locked.
  const grants = grantFieldsOf(resource).length > 0;
  const access = behaviour.access?.write !== undefined;
  const checkOf = async (request: FastifyRequest, id?: string) => {
    if (!grants && !(access && id)) return null;
    const actor = await actorOfRequest(request);
    return allChecks(
      grants ? grantCheckOf(resource, actor) : null,
      id ? accessCheck(behaviour, actor, id) : null,
    );
  };
  // The behaviour may ask a re-confirmation for archiving or restoring, and add to either's transaction (archiving
  // an employee blocks its account; restoring unblocks it when the body asks).
  const lifecycleGuard = (operation: LifecycleOperation) =>
    needsReconfirm(behaviour, operation) ? confirmedWriteGuard(resource, behaviour) : guard;
  const archiveCheckOf = async (request: FastifyRequest, id: string) =>
    allChecks(await checkOf(request, id), behaviour.archive);
  const restoreCheckOf = async (request: FastifyRequest, id: string) =>
    allChecks(await checkOf(request, id), behaviour.restore?.check(request.body));
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
        ...lifecycleGuard('restore'),
        schema: {
          tags,
          params: idParams,
          ...(behaviour.restore ? { body: behaviour.restore.body } : {}),
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
        ...lifecycleGuard('archive'),
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
    usageRoute(app, resource, behaviour);
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
