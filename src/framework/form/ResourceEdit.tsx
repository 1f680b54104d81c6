import { Edit, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { AdminResource } from '../admin-model.ts';
import { EditTitle } from '../record-title.tsx';
import { useInvalidateResource } from '../use-invalidate.ts';
import { ResourceForm } from './ResourceForm.tsx';

/**
 * `/system/<name>/{id}/edit`: the form (pessimistic: saved when the server says so; only changed fields are sent),
 * then "Bijgewerkt" and the record's page. A 422 shows each message under its field.
 */
export default function ResourceEdit({ resource }: { resource: AdminResource }) {
  const notify = useNotify();
  const redirect = useRedirect();
  const invalidate = useInvalidateResource(resource);
  const { id = '' } = useParams();
  const { definition, paths } = resource;
  const back = definition.operations.includes('show') ? paths.show(id) : paths.list;
  return (
    <Edit
      resource={resource.name}
      id={id}
      title={<EditTitle resource={resource} />}
      actions={false}
      mutationMode="pessimistic"
      redirectOnError={false}
      mutationOptions={{
        onSuccess: (record: RaRecord) => {
          invalidate();
          notify('toasts.updated', { type: 'success' });
          redirect(definition.operations.includes('show') ? paths.show(record.id) : paths.list);
        },
      }}
    >
      <ResourceForm resource={resource} mode="edit" cancelTo={back} />
    </Edit>
  );
}
