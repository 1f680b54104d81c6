import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AnyResource } from '../../../resources/define.ts';
import { requireAnyPermission, requirePermission, requireUser } from '../../auth/guards.ts';
import { recordSchema } from '../schemas.ts';

/**
 * What the extension routes of branches, expertises and expertise profiles share with the generic ones: the
 * permission checks (before validation: 401, 403, then 422), the `{id}` parameter and the answer envelopes.
 */

export const idParams = z.object({ id: z.string() });

/** A page of `resource`'s records: `{ data, links: { next }, meta: { total } }`. */
export function pageSchema(resource: AnyResource) {
  return z.object({
    data: z.array(recordSchema(resource)),
    links: z.object({ next: z.string().nullable() }),
    meta: z.object({ total: z.number().int().optional() }),
  });
}

/** One record of `resource`: `{ data }`. */
export function oneSchema(resource: AnyResource) {
  return z.object({ data: recordSchema(resource) });
}

/** Writes need the resource's permission. */
export function writeGuard(resource: AnyResource) {
  return {
    preValidation: async (request: FastifyRequest) =>
      void (await requirePermission(request, resource.permission)),
  };
}

/** Reads need the permission or one of the resource's read permissions. */
export function readGuard(resource: AnyResource) {
  return {
    preValidation: async (request: FastifyRequest) =>
      void (await requireAnyPermission(request, [resource.permission, ...resource.readPermissions])),
  };
}

/** The signed-in user who acts (for the audit entry). */
export const actorOf = (request: FastifyRequest): string => requireUser(request).userId;

/** An expertise's place: before this expertise of the same branch; null or absent: as last. */
export const beforeSchema = z
  .uuid()
  .nullable()
  .optional()
  .describe('Plaats vóór deze expertise van dezelfde branche; null of weggelaten: als laatste.');
