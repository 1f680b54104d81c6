import { is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { usageAnswer, type Usage } from '../../contract/api/admin/records.ts';
import { translate } from '../../i18n/server/translate.ts';
import type { AnyResource } from '../../resources/define.ts';
import { RESOURCES } from '../../resources/index.ts';
import type { App } from '../app-types.ts';
import type { Db } from '../db/client.ts';
import * as schema from '../db/schema/index.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import { permissionsOfSession } from '../users/permission-cache.ts';
import { InUseError } from './constraint-errors.ts';
import { mayRead } from './may-read.ts';
import { notFound, UUID } from './record-shape.ts';
import { writeGuard } from './route-guards.ts';
import type { ResourceBehaviour } from './behaviour.ts';
import { idParams } from './schemas.ts';
import { listFieldsOf, listTableFor, tableFor } from './tables.ts';

/**
 * What still uses a record, so a delete that the database would refuse (a RESTRICT or NO ACTION foreign key)
 * names it: "Gebruikt door 2 zorginstellingen en 1 medewerker". Found from the schema itself: every foreign key to
 * the record's table that blocks a delete, each counted as the resource whose rows it is — a resource's own table,
 * its reference lists' join tables (`record_id`), or a table of its own (employee_regions: the key that cascades
 * from a resource table names the owner). The same owner through several keys counts once.
 */

interface Reference {
  table: string;
  column: string;
  owner: AnyResource;
  ownerColumn: string;
}

const BLOCKING = new Set([undefined, 'no action', 'restrict']);

function ownerOfTable(table: PgTable): { owner: AnyResource; ownerColumn: string } | null {
  for (const resource of RESOURCES) {
    if (tableFor(resource) === table) return { owner: resource, ownerColumn: 'id' };
    if (listFieldsOf(resource).some((field) => listTableFor(resource, field.name) === table))
      return { owner: resource, ownerColumn: 'record_id' };
  }
  const cascade = getTableConfig(table).foreignKeys.find((key) => key.onDelete === 'cascade');
  const target = cascade?.reference();
  const owner = RESOURCES.find((resource) => tableFor(resource) === target?.foreignTable);
  return owner && target ? { owner, ownerColumn: target.columns[0]!.name } : null;
}

let references: Map<PgTable, Reference[]> | null = null;

/** Every blocking foreign key of the schema, by the table it points at. */
function referencesTo(table: PgTable): Reference[] {
  if (!references) {
    references = new Map();
    for (const candidate of Object.values(schema)) {
      if (!is(candidate, PgTable)) continue;
      const config = getTableConfig(candidate);
      const owner = ownerOfTable(candidate);
      for (const key of config.foreignKeys) {
        const target = key.reference();
        if (!owner || !BLOCKING.has(key.onDelete)) continue;
        const list = references.get(target.foreignTable) ?? [];
        list.push({ table: config.name, column: target.columns[0]!.name, ...owner });
        references.set(target.foreignTable, list);
      }
    }
  }
  return references.get(table) ?? [];
}

/** A using resource with its count, before the reader's rule leaves counts out. */
type Counted = Usage & { count: number };

/** The resources that use record `id` of `resource`, most uses first. */
export async function usageOf(db: Db, resource: AnyResource, id: string): Promise<Counted[]> {
  const byOwner = new Map<AnyResource, Reference[]>();
  for (const reference of referencesTo(tableFor(resource)))
    byOwner.set(reference.owner, [...(byOwner.get(reference.owner) ?? []), reference]);
  const usage: Counted[] = [];
  for (const [owner, ofOwner] of byOwner) {
    const owners = ofOwner.map(
      (reference) =>
        sql`select ${sql.identifier(reference.ownerColumn)} as id from ${sql.identifier(reference.table)} where ${sql.identifier(reference.column)} = ${id}`,
    );
    const result = await db.execute<{ count: number }>(
      sql`select count(*)::int as count from (${sql.join(owners, sql` union `)}) as used`,
    );
    const count = Number(result.rows[0]?.count ?? 0);
    if (count > 0) usage.push({ resource: owner.name, count });
  }
  return usage.sort((a, b) => b.count - a.count || a.resource.localeCompare(b.resource));
}

/**
 * What a reader with `permissions` is told of the usage (docs/decisions.md "Counts go to who reads them"): the count
 * of a using resource only when they may read it; else only that it uses the record (the delete is refused either
 * way, and the manager must know what to change first). Those without a count go last, by name, so the order says
 * nothing of their size.
 */
export function usageFor(usage: readonly Counted[], permissions: readonly string[]): Usage[] {
  const readable = (name: string) => {
    const definition = RESOURCES.find((candidate) => candidate.name === name);
    return definition !== undefined && mayRead(definition, permissions);
  };
  return [
    ...usage.filter((entry) => readable(entry.resource)),
    ...usage
      .filter((entry) => !readable(entry.resource))
      .map(({ resource }) => ({ resource }))
      .sort((a, b) => a.resource.localeCompare(b.resource)),
  ];
}

const inDutch = new Intl.ListFormat('nl', { type: 'conjunction' });

/** "2 zorginstellingen en medewerkers": the counts (where given) with the resources' Dutch names, lower case. */
export function usageText(usage: readonly Usage[]): string {
  return inDutch.format(
    usage.map(({ resource, count }) => {
      const definition = RESOURCES.find((candidate) => candidate.name === resource);
      if (!definition) return count === undefined ? resource : `${count} ${resource}`;
      if (count === undefined) return definition.plural.nl.toLocaleLowerCase('nl-NL');
      const name = count === 1 ? definition.singular.nl : definition.plural.nl;
      return `${count} ${name.toLocaleLowerCase('nl-NL')}`;
    }),
  );
}

/**
 * The 422 of a refused delete, naming what uses the record when the schema knows (else the general text). With the
 * reader's permissions, counts of what they may not read are left out (`usageFor`); without, every count is named.
 */
export async function inUseError(
  db: Db,
  resource: AnyResource,
  id: string,
  readerPermissions?: readonly string[],
): Promise<InUseError> {
  const counted = await usageOf(db, resource, id);
  const usage = readerPermissions ? usageFor(counted, readerPermissions) : counted;
  return new InUseError(
    usage.length > 0 ? translate('server.admin.inUseBy', { usedBy: usageText(usage) }) : undefined,
  );
}

/**
 * `GET /<name>/{id}/usage` of a resource whose records are deleted (not archived): what still uses the record, so
 * the delete dialog can say so before anyone confirms, counting only what the caller may read (`usageFor`). The
 * delete's own permission; 404 for an unknown record.
 */
export function usageRoute(app: App, resource: AnyResource, behaviour: ResourceBehaviour): void {
  app.get(
    '/:id/usage',
    {
      ...writeGuard(resource, behaviour),
      schema: { tags: [resource.name], params: idParams, response: { 200: usageAnswer } },
    },
    async (request) => {
      const { id } = request.params;
      if (!UUID.test(id)) throw notFound();
      const table = tableFor(resource);
      const found = await app.database.db.execute(sql`select 1 from ${table} where ${table.id} = ${id}`);
      if (found.rows.length === 0) throw notFound();
      const permissions = await permissionsOfSession(app.database.db, requireUser(request));
      return { data: { usedBy: usageFor(await usageOf(app.database.db, resource, id), permissions) } };
    },
  );
}
