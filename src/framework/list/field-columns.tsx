import { DataTable } from 'react-admin';
import type { NamedField } from '../../../resources/define.ts';
import type { AdminResource } from '../admin-model.ts';
import { FieldValue } from '../fields/FieldValue.tsx';
import type { useLabels } from '../labels.ts';

/** One list column per field, labelled and sortable as the definition says (the list and the archive listing). */
export function fieldColumns(
  resource: AdminResource,
  fields: readonly NamedField[],
  labels: ReturnType<typeof useLabels>,
) {
  return fields.map((field) => (
    <DataTable.Col
      key={field.name}
      source={field.name}
      label={labels.field(field)}
      disableSort={!field.sortable}
    >
      <FieldValue resource={resource} field={field} />
    </DataTable.Col>
  ));
}
