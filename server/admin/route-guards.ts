import type { FastifyRequest } from 'fastify';
import type { AnyResource } from '../../resources/define.ts';
import type { Permission } from '../../resources/permissions.ts';
import { requireRecentConfirmation } from '../auth/confirmation/require-confirmation.ts';
import { requireAnyPermission, requireUser } from '../auth/guards.ts';

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

/** Writes (and an extension's calls): the definition's `permission`. */
export function writeGuard(resource: AnyResource) {
  return permissionGuard(resource.permission);
}

/**
 * Sensitive writes (an employee's permissions and roles): the definition's `permission`, then a recent
 * re-confirmation of any method (423 with the methods, docs/self-service.md); both before validation.
 */
export function confirmedWriteGuard(resource: AnyResource) {
  return {
    preValidation: async (request: FastifyRequest) => {
      await requireAnyPermission(request, [resource.permission]);
      await requireRecentConfirmation(request, 'any');
    },
  };
}

/** List and show: the definition's `permission` or one of its `readPermissions`. */
export function readGuard(resource: AnyResource) {
  return permissionGuard(resource.permission, ...resource.readPermissions);
}

/** The signed-in user, who is the actor of an audited write. */
export const actorOf = (request: FastifyRequest): string => requireUser(request).userId;
