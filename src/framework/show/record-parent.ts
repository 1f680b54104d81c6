import type { Identifier, RaRecord } from 'react-admin';
import type { AdminModel, AdminResource } from '../admin-model.ts';

/**
 * The record a record belongs to: the target of its definition's first required reference to a resource with a
 * page (an expertise profile's or an expertise's branch, a facility's region). That page shows it among its
 * children, so a delete returns there when there is no list, and reads it again.
 */
export function parentOf(
  resource: AdminResource,
  record: RaRecord,
  model: AdminModel,
): { resource: AdminResource; id: Identifier } | null {
  for (const field of Object.values(resource.definition.fields)) {
    if (field.kind !== 'reference' || !field.required) continue;
    const target = model.byDefinition.get(field.references ?? '');
    const id: unknown = record[field.name];
    if (target?.definition.operations.includes('show') && (typeof id === 'string' || typeof id === 'number'))
      return { resource: target, id };
  }
  return null;
}

/** Where to go after a delete: the list; without one, the parent's page; else the dashboard. */
export function afterDeletePath(resource: AdminResource, record: RaRecord, model: AdminModel): string {
  if (resource.definition.operations.includes('list')) return resource.paths.list;
  const parent = parentOf(resource, record, model);
  return parent ? parent.resource.paths.show(parent.id) : '/';
}
