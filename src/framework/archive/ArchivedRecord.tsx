import { DateField, Show, SimpleShowLayout, TextField, TopToolbar, useTranslate } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { EMPTY_VALUE } from '../fields/FieldValue.tsx';
import { ArchivedRecordTitle } from '../record-title.tsx';
import { PanelFrame } from '../show/PanelFrame.tsx';
import { RecordFields } from '../show/ResourceShow.tsx';
import { DATE_TIME } from './archive-dates.ts';
import { RestoreButton } from './RestoreButton.tsx';

/**
 * An archived record (`/archive/<name>/{id}`, read from `GET /<name>/archived/{id}`): its fields, why, when and by
 * whom it was archived, and "Herstellen" (with confirmation), after which its own page opens. Nothing is edited or
 * deleted here; the panels of the record's page (its changes) wait until it is restored.
 */
export default function ArchivedRecord({ resource }: { resource: AdminResource }) {
  const translate = useTranslate();
  const archive = resource.archive!;
  return (
    <Show
      resource={archive.name}
      title={<ArchivedRecordTitle resource={resource} />}
      actions={
        <TopToolbar>
          <RestoreButton resource={resource} afterRestore={(id) => resource.paths.show(id)} />
        </TopToolbar>
      }
      component="div"
      redirectOnError={false}
    >
      <RecordFields resource={resource} fields={Object.values(resource.definition.fields)} />
      <PanelFrame title={translate('framework.archive.record')}>
        <SimpleShowLayout sx={{ p: 0 }}>
          <TextField
            source="archiveReason"
            label={translate('framework.archive.reason')}
            emptyText={EMPTY_VALUE}
            sx={{ whiteSpace: 'pre-line' }}
          />
          <DateField
            source="archivedAt"
            label={translate('framework.archive.archivedAt')}
            locales="nl-NL"
            options={DATE_TIME}
            showTime
            emptyText={EMPTY_VALUE}
          />
          <TextField
            source="archivedByName"
            label={translate('framework.archive.archivedBy')}
            emptyText={EMPTY_VALUE}
          />
        </SimpleShowLayout>
      </PanelFrame>
    </Show>
  );
}
