import { SimpleForm } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { FieldInput } from './FieldInput.tsx';
import { FormToolbar } from './FormToolbar.tsx';

/**
 * The inputs of a definition's fields: never the read-only ones (changed by an extension's own action), and the
 * not-editable ones only when creating.
 */
export function ResourceForm({
  resource,
  mode,
  cancelTo,
}: {
  resource: AdminResource;
  mode: 'create' | 'edit';
  cancelTo: string;
}) {
  const fields = Object.values(resource.definition.fields).filter(
    (field) => !field.readOnly && (mode === 'create' || field.editable),
  );
  return (
    <SimpleForm toolbar={<FormToolbar cancelTo={cancelTo} />} sx={{ maxWidth: 640 }}>
      {fields.map((field) => (
        <FieldInput key={field.name} resource={resource} field={field} />
      ))}
    </SimpleForm>
  );
}
