import { CreateButton, DataTable, List, TopToolbar, type Identifier } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { fieldColumns } from './field-columns.tsx';
import { defaultSortOf } from '../sort.ts';
import { EmptyList } from './EmptyList.tsx';
import { ExportButton } from './ExportButton.tsx';
import { useFilters } from './filters.tsx';
import { WIDE_TABLE } from './list-styles.ts';
import { ListPagination } from './ListPagination.tsx';

/**
 * The generic list of a definition: a column per `list` field (sortable where the definition says so), the search
 * box and filters, paging on cursors, CSV export, an empty state, and a row click (and, for the keyboard, a link
 * in the first column) to the record's page.
 */
export default function ResourceList({ resource }: { resource: AdminResource }) {
  const labels = useLabels();
  const filters = useFilters(resource);
  const { definition, paths } = resource;
  const columns = Object.values(definition.fields).filter((field) => field.list);
  const rowClick = definition.operations.includes('show')
    ? (id: Identifier) => paths.show(id)
    : definition.operations.includes('edit')
      ? (id: Identifier) => paths.edit(id)
      : false;
  return (
    <List
      resource={resource.name}
      title={labels.plural(definition)}
      sort={defaultSortOf(definition)}
      filters={filters.length > 0 ? filters : undefined}
      actions={<ListActions resource={resource} />}
      pagination={<ListPagination />}
      empty={<EmptyList resource={resource} />}
      exporter={false}
      perPage={25}
      sx={WIDE_TABLE}
    >
      <DataTable rowClick={rowClick} bulkActionButtons={false}>
        {fieldColumns(resource, columns, labels, rowClick || undefined)}
      </DataTable>
    </List>
  );
}

function ListActions({ resource }: { resource: AdminResource }) {
  return (
    <TopToolbar>
      {resource.definition.operations.includes('create') && <CreateButton to={resource.paths.create} />}
      <ExportButton resource={resource} />
    </TopToolbar>
  );
}
