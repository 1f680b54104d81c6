import type { MouseEvent, ReactNode } from 'react';
import { Link, useRecordContext, type Identifier } from 'react-admin';
import type { ManifestField } from '../../../resources/manifest-entry.ts';
import type { AdminResource } from '../admin-model.ts';
import { FieldValue } from '../fields/FieldValue.tsx';
import type { useLabels } from '../labels.ts';
import type { ListColumn } from './ListTable.tsx';

/**
 * One list column per field, labelled and sortable as the definition says (the list and the archive listing).
 * With `linkTo`, the first column's value is a link to the record: a row click serves the mouse, the link the
 * keyboard and screen readers (a table row is not focusable).
 */
export function fieldColumns(
  resource: AdminResource,
  fields: readonly ManifestField[],
  labels: ReturnType<typeof useLabels>,
  linkTo?: (id: Identifier) => string,
): ListColumn[] {
  return fields.map((field, index) => ({
    source: field.name,
    label: labels.field(field),
    sortable: field.sortable,
    cell:
      index === 0 && linkTo ? (
        <RecordLink linkTo={linkTo}>
          <FieldValue resource={resource} field={field} />
        </RecordLink>
      ) : (
        <FieldValue resource={resource} field={field} />
      ),
  }));
}

/** A link to the record in context; a click on it is not also the row's click. */
export function RecordLink({
  linkTo,
  children,
}: {
  linkTo: (id: Identifier) => string;
  children: ReactNode;
}) {
  const record = useRecordContext();
  if (!record) return children;
  return (
    // The row's own click handler would navigate too.
    <Link to={linkTo(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()} color="inherit">
      {children}
    </Link>
  );
}
