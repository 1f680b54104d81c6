import { Create, useNotify, useRedirect, type RaRecord } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { useLabels } from '../labels.ts';
import { useInvalidateResource } from '../use-invalidate.ts';
import { ResourceForm } from './ResourceForm.tsx';

/** `/system/<name>/create`: the form, then "Toegevoegd" and the new record's page. */
export default function ResourceCreate({ resource }: { resource: AdminResource }) {
  const labels = useLabels();
  const notify = useNotify();
  const redirect = useRedirect();
  const invalidate = useInvalidateResource(resource);
  const { definition, paths } = resource;
  const showable = definition.operations.includes('show');
  return (
    <Create
      resource={resource.name}
      title={labels.newTitle(definition)}
      actions={false}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          invalidate();
          notify('toasts.added', { type: 'success' });
          redirect(showable ? paths.show(record.id) : paths.list);
        },
      }}
    >
      <ResourceForm resource={resource} mode="create" cancelTo={paths.list} />
    </Create>
  );
}
