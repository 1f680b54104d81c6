import { DataTable, DateField, List, TextField } from 'react-admin';
import type { AnyResource, NamedField } from '../../../resources/define.ts';
import type { AdminResource } from '../admin-model.ts';
import { EMPTY_VALUE } from '../fields/FieldValue.tsx';
import { useLabels } from '../labels.ts';
import { fieldColumns } from '../list/field-columns.tsx';
import { defaultSortOf } from '../sort.ts';
import { useFilters } from '../list/filters.tsx';
import { WIDE_TABLE } from '../list/list-styles.ts';
import { ListPagination } from '../list/ListPagination.tsx';
import { ArchiveEmpty } from './ArchiveEmpty.tsx';
import { RestoreButton } from './RestoreButton.tsx';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** How many of the record's own columns the archive shows before the archive's: enough to recognise it. */
const OWN_COLUMNS = 2;

/** The title field and the first other list fields, in the definition's order. */
function identifyingFields(definition: AnyResource): NamedField[] {
  const fields = Object.values(definition.fields);
  const others = fields.filter((field) => field.list && field.name !== definition.title);
  const chosen = new Set([definition.title, ...others.slice(0, OWN_COLUMNS - 1).map((field) => field.name)]);
  return fields.filter((field) => chosen.has(field.name));
}

/**
 * The archive listing of an archivable resource (`/archive/<name>`, spec §2 "Archive listing per resource"): the
 * record's title and first list column, then reason, archived at and archived by, and "Herstellen" with
 * confirmation.
 */
export default function ArchiveList({ resource }: { resource: AdminResource }) {
  const labels = useLabels();
  const filters = useFilters(resource);
  const { definition } = resource;
  const archive = resource.archive!;
  const columns = identifyingFields(definition);
  return (
    <List
      resource={archive.name}
      title={labels.archiveTitle(definition)}
      sort={defaultSortOf(definition)}
      filters={filters.length > 0 ? filters : undefined}
      actions={false}
      pagination={<ListPagination />}
      empty={<ArchiveEmpty resource={resource} />}
      exporter={false}
      perPage={25}
      sx={WIDE_TABLE}
    >
      <DataTable rowClick={false} bulkActionButtons={false}>
        {fieldColumns(resource, columns, labels)}
        <DataTable.Col source="archiveReason" label="framework.archive.reason" disableSort>
          <TextField source="archiveReason" emptyText={EMPTY_VALUE} />
        </DataTable.Col>
        <DataTable.Col source="archivedAt" label="framework.archive.archivedAt" disableSort>
          <DateField
            source="archivedAt"
            locales="nl-NL"
            options={DATE_TIME}
            showTime
            emptyText={EMPTY_VALUE}
          />
        </DataTable.Col>
        <DataTable.Col source="archivedByName" label="framework.archive.archivedBy" disableSort>
          <TextField source="archivedByName" emptyText={EMPTY_VALUE} />
        </DataTable.Col>
        <DataTable.Col label="framework.archive.actions" disableSort>
          <RestoreButton resource={resource} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
