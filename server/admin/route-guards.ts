import type { FastifyRequest } from 'fastify';
import type { AnyResource } from '../../resources/define.ts';
import type { Permission } from '../../resources/permissions.ts';
import { isRecentlyConfirmed, requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { requireAnyPermission, requireUser } from '../auth/sessions/guards.ts';
import { actorOfRequest, type WriteCheck } from './authority.ts';
import type { ResourceBehaviour } from './behaviour.ts';

/**
 * The permission checks of a resource's routes (and its extensions'), as route options. They run in
 * `preValidation`, so a user without the permission never learns about validation: 401, 403, then 422.
 */

/** The user must hold one of `permissions`. */
export function permissionGuard(...permissions: [Permission, ...Permission[]]) {
  return {
    preValidation: async (request: FastifyRequest) => void (await requireAnyPermission(request, permissions)),
  };
}

/**
 * A write on one record (`:id`) of a resource whose behaviour has a write access rule (employees: not one's own
 * record, not a superior's) is refused with that rule's 403 before validation. The write checks again in its
 * transaction (`accessCheck` of behaviour.ts).
 */
async function requireRecordAccess(request: FastifyRequest, behaviour: ResourceBehaviour): Promise<void> {
  const id = (request.params as { id?: unknown } | undefined)?.id;
  const write = behaviour.access?.write;
  if (typeof id !== 'string' || !write) return;
  await write(request.server.database.db, await actorOfRequest(request), id);
}

/**
 * Writes (and an extension's writing calls): the definition's `permission`, then the resource's record access.
 * `behaviour` is the one the engine hands the resource's routes (server/admin/extensions.ts `BEHAVIOURS`).
 */
export function writeGuard(resource: AnyResource, behaviour: ResourceBehaviour) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await requireAnyPermission(request, [resource.permission]);
      await requireRecordAccess(request, behaviour);
    },
  };
}

/**
 * Sensitive writes (an employee's permissions and roles): as `writeGuard`, then a recent re-confirmation of any
 * method (423 with the methods, docs/self-service.md); all before validation.
 */
export function confirmedWriteGuard(resource: AnyResource, behaviour: ResourceBehaviour) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await writeGuard(resource, behaviour).preValidation(request);
      await requireRecentConfirmation(request, 'any');
    },
  };
}

/** Thrown inside a write's transaction when the write needs a re-confirmation the session lacks. */
export class ConfirmationNeeded extends Error {}

/**
 * The check of an edit of a record that grants permissions (a role): when the write changes a grant field, a recent
 * re-confirmation, since it alters what every holder of the record may do, like giving an employee a role
 * (docs/decisions.md "Account lifecycle": every call that changes what a person may do). Renaming asks nothing. It
 * runs in the transaction, where it only looks at the session; `withConfirmation` answers the 423 outside it.
 */
export function grantChangeCheck(request: FastifyRequest, grantFields: readonly string[]): WriteCheck {
  return (before, after) => {
    const changed = grantFields.some(
      (name) => JSON.stringify(before?.[name] ?? []) !== JSON.stringify(after?.[name] ?? []),
    );
    if (changed && !isRecentlyConfirmed(requireUser(request), 'any', new Date()))
      throw new ConfirmationNeeded();
  };
}

/** Runs a write whose checks may find it needs a re-confirmation, and answers that 423 (with its methods). */
export async function withConfirmation<T>(request: FastifyRequest, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof ConfirmationNeeded) await requireRecentConfirmation(request, 'any');
    throw error;
  }
}

/** List and show: the definition's `permission` or one of its `readPermissions`. */
export function readGuard(resource: AnyResource) {
  return permissionGuard(resource.permission, ...resource.readPermissions);
}

/** The signed-in user, who is the actor of an audited write. */
export const actorOf = (request: FastifyRequest): string => requireUser(request).userId;
