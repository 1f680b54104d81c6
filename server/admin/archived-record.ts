import type { AnyResource } from '../../resources/define.ts';
import type { App } from '../app-types.ts';
import { getRecord } from './read-records.ts';
import { notFound } from './record-shape.ts';
import { readGuard } from './route-guards.ts';
import { idParams, oneSchema } from './schemas.ts';

/**
 * `GET /<name>/archived/{id}` of an archivable resource: one archived record (its fields, reason, archived at and
 * by), for its read-only page in the archive. Read like the archive listing (the permission or a read
 * permission); 404 for an unknown record and for one that is not archived (it lives at `/<name>/{id}`).
 */
export function archivedRecordRoute(app: App, resource: AnyResource): void {
  app.get(
    '/archived/:id',
    {
      ...readGuard(resource),
      schema: { tags: [resource.name], params: idParams, response: { 200: oneSchema(resource) } },
    },
    async (request) => {
      const record = await getRecord(app.database.db, resource, request.params.id);
      if (!record.archivedAt) throw notFound();
      return { data: record };
    },
  );
}
