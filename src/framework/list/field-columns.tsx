import type { MouseEvent, ReactNode } from 'react';
import { DataTable, Link, useRecordContext, type Identifier } from 'react-admin';
import type { NamedField } from '../../../resources/define.ts';
import type { AdminResource } from '../admin-model.ts';
import { FieldValue } from '../fields/FieldValue.tsx';
import type { useLabels } from '../labels.ts';

/**
 * One list column per field, labelled and sortable as the definition says (the list and the archive listing).
 * With `linkTo`, the first column's value is a link to the record: a row click serves the mouse, the link the
 * keyboard and screen readers (a table row is not focusable).
 */
export function fieldColumns(
  resource: AdminResource,
  fields: readonly NamedField[],
  labels: ReturnType<typeof useLabels>,
  linkTo?: (id: Identifier) => string,
) {
  return fields.map((field, index) => (
    <DataTable.Col
      key={field.name}
      source={field.name}
      label={labels.field(field)}
      disableSort={!field.sortable}
    >
      {index === 0 && linkTo ? (
        <RecordLink linkTo={linkTo}>
          <FieldValue resource={resource} field={field} />
        </RecordLink>
      ) : (
        <FieldValue resource={resource} field={field} />
      )}
    </DataTable.Col>
  ));
}

function RecordLink({ linkTo, children }: { linkTo: (id: Identifier) => string; children: ReactNode }) {
  const record = useRecordContext();
  if (!record) return children;
  return (
    // The row's own click handler would navigate too.
    <Link to={linkTo(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()} color="inherit">
      {children}
    </Link>
  );
}
