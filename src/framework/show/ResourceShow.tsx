import Card from '@mui/material/Card';
import { Suspense } from 'react';
import { EditButton, Show, SimpleShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import type { ManifestField } from '../../../resources/manifest-entry.ts';
import type { AdminResource } from '../admin-model.ts';
import { useRecordAuthority } from '../authority.ts';
import { useGrantedPermissions } from '../grants.ts';
import { AuthorityNotice } from '../AuthorityNotice.tsx';
import { FieldValue } from '../fields/FieldValue.tsx';
import { useLabels } from '../labels.ts';
import { RecordTitle } from '../record-title.tsx';
import { PanelSkeleton } from '../Skeletons.tsx';
import { DeleteRecordButton } from './DeleteRecordButton.tsx';

/**
 * The page of one record (`/system/<name>/{id}`): its fields with their labels, edit and delete/archive when the
 * definition offers them, then the panels of its screen extensions. A missing record shows the 404 page. A record
 * the signed-in user may not change (`useRecordAuthority`) says why above its fields, once, and offers no changes:
 * no edit or delete, and its panels and actions get the same `authority`. A panel that names `permissions` is left
 * out for users holding none of them.
 */
export default function ResourceShow({ resource }: { resource: AdminResource }) {
  return (
    <Show
      resource={resource.name}
      title={<RecordTitle resource={resource} />}
      actions={<ShowActions resource={resource} />}
      component="div"
      redirectOnError={false}
    >
      <ShowContent resource={resource} />
    </Show>
  );
}

function ShowContent({ resource }: { resource: AdminResource }) {
  const record = useRecordContext();
  const authority = useRecordAuthority(resource, record);
  const { definition, extensions } = resource;
  const granted = useGrantedPermissions();
  const panels = extensions.panels.filter(
    (panel) => !panel.permissions || panel.permissions.some((permission) => granted.includes(permission)),
  );
  // From every panel, shown or not: the fields a left-out panel takes over stay out of the generic list too.
  const replaced = new Set(extensions.panels.flatMap((panel) => panel.replacesFields ?? []));
  const fields = Object.values(definition.fields).filter((field) => !replaced.has(field.name));
  return (
    <>
      {/* Below the app bar, where the toolbar would be (it is empty then). */}
      <AuthorityNotice definition={definition} authority={authority} sx={{ mt: { sm: 1.5 } }} />
      <RecordFields resource={resource} fields={fields} />
      {record &&
        panels.map(({ component: Panel }, index) => (
          <Suspense key={index} fallback={<PanelSkeleton />}>
            <Panel definition={definition} record={record} resource={resource} authority={authority} />
          </Suspense>
        ))}
    </>
  );
}

/**
 * The record's fields with their labels, in a card (also an archived record's page). A long unbroken value (a
 * name without spaces) wraps instead of widening the page past the phone's edge and under the toolbar.
 */
export function RecordFields({
  resource,
  fields,
}: {
  resource: AdminResource;
  fields: readonly ManifestField[];
}) {
  const labels = useLabels();
  return (
    <Card sx={{ overflowWrap: 'anywhere' }}>
      <SimpleShowLayout>
        {fields.map((field) => (
          <FieldValue
            key={field.name}
            resource={resource}
            field={field}
            source={field.name}
            label={labels.field(field)}
          />
        ))}
      </SimpleShowLayout>
    </Card>
  );
}

/** The toolbar: the extensions' actions, edit and delete; while the authority is asked they wait, disabled. */
function ShowActions({ resource }: { resource: AdminResource }) {
  const record = useRecordContext();
  const authority = useRecordAuthority(resource, record);
  const { definition, extensions } = resource;
  if (!record) return <TopToolbar />;
  const mayChange = authority.writable || authority.pending;
  return (
    // Nothing to offer (a record you may not change): no empty bar above the page (a white band on a phone).
    <TopToolbar sx={{ '&:empty': { display: 'none' } }}>
      {extensions.actions.map((Action, index) => (
        <Suspense key={index} fallback={null}>
          <Action definition={definition} record={record} resource={resource} authority={authority} />
        </Suspense>
      ))}
      {mayChange && definition.operations.includes('edit') && (
        <EditButton to={resource.paths.edit(record.id)} disabled={authority.pending} />
      )}
      {mayChange && definition.operations.includes('delete') && (
        <DeleteRecordButton resource={resource} disabled={authority.pending} />
      )}
    </TopToolbar>
  );
}
