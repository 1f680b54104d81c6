import type { FastifyRequest } from 'fastify';
import type { Permission } from '../../../resources/permissions.ts';
import { requireAnyPermission } from '../../auth/guards.ts';

/**
 * A route option checking, before the body or query is validated, that the user holds one of `permissions`:
 * 401 without a session, 403 without the permission, and only then 422 (as the generic routes do).
 */
export function allow(...permissions: [Permission, ...Permission[]]) {
  return {
    preValidation: async (request: FastifyRequest) => void (await requireAnyPermission(request, permissions)),
  };
}
