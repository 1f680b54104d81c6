import { Suspense } from 'react';
import {
  DateField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { READ_ONLY } from '../authority.ts';
import { useGrantedPermissions } from '../grants.ts';
import { PanelSkeleton } from '../Skeletons.tsx';
import { EMPTY_VALUE } from '../fields/FieldValue.tsx';
import { ArchivedRecordTitle } from '../record-title.tsx';
import { PanelFrame } from '../show/PanelFrame.tsx';
import { RecordFields } from '../show/ResourceShow.tsx';
import { DATE_TIME } from './archive-dates.ts';
import { RestoreButton } from './RestoreButton.tsx';

/**
 * An archived record (`/archive/<name>/{id}`, read from `GET /<name>/archived/{id}`): its fields, why, when and by
 * whom it was archived, and "Herstellen" (with confirmation), after which its own page opens. Nothing is edited or
 * deleted here; of the panels of the record's page only those marked `archived` show, read-only (an employee's user
 * account); the others wait until it is restored.
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
      <ArchivedPanels resource={resource} />
    </Show>
  );
}

/** The panels that also belong on the archived record (`ExtensionPanel.archived`), for who may see them. */
function ArchivedPanels({ resource }: { resource: AdminResource }) {
  const record = useRecordContext();
  const granted = useGrantedPermissions();
  const panels = resource.extensions.panels.filter(
    (panel) =>
      panel.archived === true &&
      (!panel.permissions || panel.permissions.some((permission) => granted.includes(permission))),
  );
  if (!record) return null;
  return panels.map(({ component: Panel }, index) => (
    <Suspense key={index} fallback={<PanelSkeleton />}>
      <Panel definition={resource.definition} record={record} resource={resource} authority={READ_ONLY} />
    </Suspense>
  ));
}
