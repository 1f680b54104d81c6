import { sql } from 'drizzle-orm';
import type { AnyResource } from '../../resources/define.ts';
import type { Db } from '../db/client.ts';
import type { AuditChanges } from '../db/schema/index.ts';
import { recordFactsOf } from './record-names.ts';
import type { ChangeKind, LatestChange } from '../../contract/api/dashboard.ts';

const LATEST = 10;

interface EntryRow extends Record<string, unknown> {
  id: string;
  action: string;
  resource: string;
  record_id: string;
  changes: AuditChanges;
  created_at: string;
  firstname: string | null;
  lastname: string | null;
  email: string | null;
}

/** What kind of write an entry is, from the definition's audit names; every other action changed the record. */
function kindOf(resource: AnyResource, action: string): ChangeKind {
  const { create, delete: remove, archive, restore } = resource.audit;
  if (action === create) return 'create';
  if (action === remove) return 'delete';
  if (action === archive) return 'archive';
  if (action === restore) return 'restore';
  return 'edit';
}

function actorName(row: EntryRow): string | null {
  const name = [row.firstname, row.lastname]
    .map((part) => part?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name || row.email;
}

/**
 * The latest entries of the action history of the given resources, newest first: per resource its latest ten
 * (a lateral subquery on `resource`, so an index led by (resource, created_at) serves each one), then the ten
 * newest of those, with the actor's name and the record's name and state.
 */
export async function loadLatestChanges(
  db: Db,
  readable: readonly AnyResource[],
  namesActors: boolean,
): Promise<LatestChange[]> {
  if (readable.length === 0) return [];
  const names = sql.join(
    readable.map((resource) => sql`${resource.name}`),
    sql`, `,
  );
  const result = await db.execute<EntryRow>(sql`
    select e.id, e.action, e.resource, e.record_id, e.changes,
           to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
           u.firstname, u.lastname, u.email
    from unnest(array[${names}]::text[]) as wanted(name)
    cross join lateral (
      select a.* from audit_log a where a.resource = wanted.name
      order by a.created_at desc, a.id desc limit ${LATEST}
    ) e
    left join users u on u.id = e.actor_id
    order by e.created_at desc, e.id desc
    limit ${LATEST}`);
  const rows = result.rows;
  const byName = new Map(readable.map((resource) => [resource.name, resource]));
  const facts = new Map(
    await Promise.all(
      [...new Set(rows.map((row) => row.resource))].map(async (name) => {
        const resource = byName.get(name)!;
        const entries = rows
          .filter((row) => row.resource === name)
          .map((row) => ({ recordId: row.record_id, changes: row.changes }));
        return [name, await recordFactsOf(db, resource, entries)] as const;
      }),
    ),
  );
  return rows.map((row) => {
    const record = facts.get(row.resource)?.get(row.record_id);
    return {
      id: row.id,
      action: row.action,
      kind: kindOf(byName.get(row.resource)!, row.action),
      resource: row.resource,
      recordId: row.record_id,
      recordName: record?.name ?? null,
      recordState: record?.state ?? 'deleted',
      ...(namesActors && { actorName: actorName(row) }),
      createdAt: row.created_at,
    };
  });
}
