import type { Theme } from '@mui/material/styles';
import { TopToolbar, type Identifier } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { defaultSortOf } from '../sort.ts';
import { CreateLink } from './CreateLink.tsx';
import { EmptyList } from './EmptyList.tsx';
import { ExportButton } from './ExportButton.tsx';
import { fieldColumns } from './field-columns.tsx';
import { useFilters } from './filters.tsx';
import { ListCards } from './ListCards.tsx';
import { ListFilters, ListFrame } from './ListFrame.tsx';
import { ListTable } from './ListTable.tsx';
import { useSmallScreen } from '../../ui/useSmallScreen.ts';

/**
 * The generic list of a definition: a column per `list` field (sortable where the definition says so), the search
 * box and filters, paging on cursors, CSV export, an empty state, and a row click (and, for the keyboard, a link
 * in the first column) to the record's page. On a phone a card per record (ListCards), the filters in a drawer.
 */
export default function ResourceList({ resource }: { resource: AdminResource }) {
  const labels = useLabels();
  const filters = useFilters(resource);
  const phone = useSmallScreen();
  const { definition, paths } = resource;
  const columns = Object.values(definition.fields).filter((field) => field.list);
  const rowClick = definition.operations.includes('show')
    ? (id: Identifier) => paths.show(id)
    : definition.operations.includes('edit')
      ? (id: Identifier) => paths.edit(id)
      : undefined;
  return (
    <ListFrame
      resource={resource.name}
      title={labels.plural(definition)}
      sort={defaultSortOf(definition)}
      filters={filters.length > 0 ? <ListFilters inputs={filters} /> : null}
      actions={<ListActions resource={resource} />}
      empty={<EmptyList resource={resource} />}
    >
      {phone ? (
        <ListCards resource={resource} linkTo={rowClick} />
      ) : (
        <ListTable columns={fieldColumns(resource, columns, labels, rowClick)} rowClick={rowClick} />
      )}
    </ListFrame>
  );
}

function ListActions({ resource }: { resource: AdminResource }) {
  return (
    <TopToolbar sx={ACTIONS}>
      {resource.definition.operations.includes('create') && <CreateLink resource={resource} />}
      <ExportButton resource={resource} />
    </TopToolbar>
  );
}

/** On a phone the actions are icon buttons beside the search box, as small as they are, on the page's colour. */
const ACTIONS = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: { flex: '0 0 auto', minHeight: 0, gap: 0, backgroundColor: 'transparent' },
});
