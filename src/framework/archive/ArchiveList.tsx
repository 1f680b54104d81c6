import { DateField, TextField, useTranslate, type Identifier } from 'react-admin';
import type { ManifestResource, ManifestField } from '../../../resources/manifest-entry.ts';
import { recordNameFields } from '../../../resources/record-name.ts';
import type { AdminResource } from '../admin-model.ts';
import { EMPTY_VALUE } from '../fields/FieldValue.tsx';
import { useLabels } from '../labels.ts';
import { fieldColumns, RecordLink } from '../list/field-columns.tsx';
import { useFilters } from '../list/filters.tsx';
import { ListFilters, ListFrame } from '../list/ListFrame.tsx';
import { ListTable, type ListColumn } from '../list/ListTable.tsx';
import { useRecordName } from '../record-title.tsx';
import { defaultSortOf } from '../sort.ts';
import { DATE_TIME } from './archive-dates.ts';
import { ArchiveEmpty } from './ArchiveEmpty.tsx';
import { RestoreButton } from './RestoreButton.tsx';

/** How many of the record's own columns the archive shows before the archive's: enough to recognise it. */
const OWN_COLUMNS = 2;

/** The fields of the record's name (`recordName`), else its first other list field, in the definition's order. */
function identifyingFields(definition: ManifestResource): ManifestField[] {
  const fields = Object.values(definition.fields);
  const naming = recordNameFields(definition.recordName);
  const others = fields.filter((field) => field.list && !naming.includes(field.name));
  const extra = others.slice(0, Math.max(0, OWN_COLUMNS - naming.length)).map((field) => field.name);
  const chosen = new Set([...naming, ...extra]);
  return fields.filter((field) => chosen.has(field.name));
}

/**
 * The archive listing of an archivable resource (`/archive/<name>`, spec §2 "Archive listing per resource"): the
 * record's name (and a first list column), then reason, archived at (sortable) and archived by, and "Herstellen"
 * with confirmation. A row opens the archived record.
 */
export default function ArchiveList({ resource }: { resource: AdminResource }) {
  const labels = useLabels();
  const translate = useTranslate();
  const filters = useFilters(resource);
  const { definition } = resource;
  const archive = resource.archive!;
  const open = (id: Identifier) => archive.paths.show(id);
  const columns: ListColumn[] = [
    ...fieldColumns(resource, identifyingFields(definition), labels, open),
    {
      source: 'archiveReason',
      label: translate('framework.archive.reason'),
      sortable: false,
      cell: <TextField source="archiveReason" emptyText={EMPTY_VALUE} />,
    },
    {
      source: 'archivedAt',
      label: translate('framework.archive.archivedAt'),
      sortable: true,
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
      <ListTable
        columns={columns}
        rowClick={open}
        cardHeading={{
          title: (
            <RecordLink linkTo={open}>
              <RecordName resource={resource} />
            </RecordLink>
          ),
          covers: recordNameFields(definition.recordName),
        }}
      />
    </ListFrame>
  );
}

/** The record's name ("Chantal Bakker"). */
function RecordName({ resource }: { resource: AdminResource }) {
  return <>{useRecordName(resource)}</>;
}
