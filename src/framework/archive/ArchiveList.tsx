import { DateField, TextField, useTranslate } from 'react-admin';
import type { ManifestResource, ManifestField } from '../../../resources/manifest-entry.ts';
import type { AdminResource } from '../admin-model.ts';
import { EMPTY_VALUE } from '../fields/FieldValue.tsx';
import { useLabels } from '../labels.ts';
import { fieldColumns } from '../list/field-columns.tsx';
import { useFilters } from '../list/filters.tsx';
import { ListFilters, ListFrame } from '../list/ListFrame.tsx';
import { ListTable, type ListColumn } from '../list/ListTable.tsx';
import { defaultSortOf } from '../sort.ts';
import { ArchiveEmpty } from './ArchiveEmpty.tsx';
import { RestoreButton } from './RestoreButton.tsx';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** How many of the record's own columns the archive shows before the archive's: enough to recognise it. */
const OWN_COLUMNS = 2;

/** The title field and the first other list fields, in the definition's order. */
function identifyingFields(definition: ManifestResource): ManifestField[] {
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
  const translate = useTranslate();
  const filters = useFilters(resource);
  const { definition } = resource;
  const archive = resource.archive!;
  const columns: ListColumn[] = [
    ...fieldColumns(resource, identifyingFields(definition), labels),
    {
      source: 'archiveReason',
      label: translate('framework.archive.reason'),
      sortable: false,
      cell: <TextField source="archiveReason" emptyText={EMPTY_VALUE} />,
    },
    {
      source: 'archivedAt',
      label: translate('framework.archive.archivedAt'),
      sortable: false,
      cell: (
        <DateField source="archivedAt" locales="nl-NL" options={DATE_TIME} showTime emptyText={EMPTY_VALUE} />
      ),
    },
    {
      source: 'archivedByName',
      label: translate('framework.archive.archivedBy'),
      sortable: false,
      cell: <TextField source="archivedByName" emptyText={EMPTY_VALUE} />,
    },
    {
      source: 'restore',
      label: translate('framework.archive.actions'),
      sortable: false,
      cell: <RestoreButton resource={resource} />,
    },
  ];
  return (
    <ListFrame
      resource={archive.name}
      title={labels.archiveTitle(definition)}
      sort={defaultSortOf(definition)}
      filters={filters.length > 0 ? <ListFilters inputs={filters} /> : null}
      empty={<ArchiveEmpty resource={resource} />}
    >
      <ListTable columns={columns} />
    </ListFrame>
  );
}
