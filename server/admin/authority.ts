import { inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { translate } from '../../i18n/server/translate.ts';
import type { AnyResource, Field } from '../../resources/define.ts';
import type { Permission } from '../../resources/permissions.ts';
import { requireUser } from '../auth/sessions/guards.ts';
import type { Db, Tx } from '../db/client.ts';
import { roles, type AuditChanges } from '../db/schema/index.ts';
import { HttpError } from '../http/http-error.ts';
import { permissionsOfSession } from '../users/permission-cache.ts';
import { knownPermissions } from '../users/permissions.ts';

/**
 * The authorisation model's rules about rights (docs/decisions.md "Authorisation as one model"):
 * - granting is bounded by what the granter holds: a permission is given or taken only by someone who holds it,
 *   a role (a set of permissions) is assigned, unassigned, created, edited or deleted only by someone who holds
 *   every permission it carries;
 * - nobody changes their own rights (server/admin/employees/authority.ts: the employee record of one's account).
 */

/** Who is acting: the signed-in user and the permissions they hold now. */
export interface Actor {
  userId: string;
  permissions: ReadonlySet<Permission>;
}

/** Each rule and its Dutch reason. */
const REASONS = {
  ownRecord: 'server.authority.ownRecord',
  superior: 'server.authority.superior',
  ownAccount: 'server.authority.ownAccount',
  grantPermission: 'server.authority.grantPermission',
  grantRole: 'server.authority.grantRole',
  editRole: 'server.authority.editRole',
} as const;

export type AuthorityRule = keyof typeof REASONS;

/** Why the rule refuses, in Dutch. */
export function reasonOf(rule: AuthorityRule): string {
  return translate(REASONS[rule]);
}

/** The 403 of a broken rule, with its reason. */
export function refusedBy(rule: AuthorityRule): HttpError {
  return new HttpError(403, reasonOf(rule));
}

/** The acting user of a request, with their permissions (kept per request). */
export async function actorOfRequest(request: FastifyRequest): Promise<Actor> {
  const session = requireUser(request);
  const permissions = await permissionsOfSession(request.server.database.db, session);
  return { userId: session.userId, permissions: new Set(permissions) };
}

/** Whether the actor holds every one of `permissions`. */
export function holdsAll(actor: Actor, permissions: Iterable<string>): boolean {
  for (const permission of permissions) {
    if (!actor.permissions.has(permission as Permission)) return false;
  }
  return true;
}

/** Throws the rule's 403 unless the actor holds every one of `permissions`. */
export function requireHoldsAll(actor: Actor, permissions: Iterable<string>, rule: AuthorityRule): void {
  if (!holdsAll(actor, permissions)) throw refusedBy(rule);
}

/** The values in exactly one of the two lists: what a replacement of `before` by `after` gives or takes. */
export function changedValues<T>(before: readonly T[], after: readonly T[]): T[] {
  return [
    ...before.filter((value) => !after.includes(value)),
    ...after.filter((value) => !before.includes(value)),
  ];
}

/** The permissions of each of these roles (unknown ids are absent). */
export async function permissionsOfRoles(
  db: Db | Tx,
  roleIds: readonly string[],
): Promise<Map<string, Permission[]>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ id: roles.id, permissions: roles.permissions })
    .from(roles)
    .where(inArray(roles.id, [...roleIds]));
  return new Map(rows.map((row) => [row.id, knownPermissions(row.permissions)]));
}

/**
 * The fields of a definition whose values are permissions and that its generic routes write (a role's
 * `permissions`). A record with such fields is a grant: writing it is bounded by what the actor holds.
 */
export function grantFieldsOf(resource: AnyResource): string[] {
  return Object.entries(resource.fields as Record<string, Field>)
    .filter(([, field]) => field.grants && !field.readOnly)
    .map(([name]) => name);
}

/**
 * The check the generic write routes run inside their transaction on a grant record (see `grantFieldsOf`):
 * the record's permissions before and after the write are all held by the actor. Null for other resources.
 */
export function grantCheckOf(resource: AnyResource, actor: Actor): WriteCheck | null {
  const fields = grantFieldsOf(resource);
  if (fields.length === 0) return null;
  return (before, after) => {
    for (const record of [before, after]) {
      for (const name of fields)
        requireHoldsAll(actor, (record?.[name] as string[] | undefined) ?? [], 'editRole');
    }
  };
}

/**
 * Called by a write inside its transaction with the locked record before and the values after (null when created
 * or removed); refuses by throwing. A check that changes something bound up with the record in the same transaction
 * (archiving an employee blocks its account) answers what it changed, and an archive or restore adds that to its
 * audit entry.
 */
export type WriteCheck = (
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  tx: Tx,
) => void | AuditChanges | Promise<void | AuditChanges>;

/** One check of several, run in order (the absent ones skipped); what they changed, together. */
export function allChecks(...checks: (WriteCheck | null | undefined)[]): WriteCheck {
  return async (before, after, tx) => {
    let changes: AuditChanges = {};
    for (const check of checks) changes = { ...changes, ...(await check?.(before, after, tx)) };
    return changes;
  };
}
