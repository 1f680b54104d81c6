import type { SortPayload } from 'react-admin';
import type { ManifestResource } from '../../resources/manifest-entry.ts';

/** The definition's default sort as react-admin's sort (the API refuses a sort on a field that is not sortable). */
export function defaultSortOf(definition: ManifestResource): SortPayload {
  return {
    field: definition.defaultSort.field,
    order: definition.defaultSort.order === 'desc' ? 'DESC' : 'ASC',
  };
}
