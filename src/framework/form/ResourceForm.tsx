import { SimpleForm, useRecordContext } from 'react-admin';
import type { AdminResource } from '../admin-model.ts';
import { useRecordAuthority } from '../authority.ts';
import { AuthorityNotice } from '../AuthorityNotice.tsx';
import { FieldInput } from './FieldInput.tsx';
import { FocusFirstField } from './FocusFirstField.tsx';
import { FormToolbar } from './FormToolbar.tsx';
import { UnsavedChangesGuard } from './UnsavedChangesGuard.tsx';

/**
 * The inputs of a definition's fields: never the read-only ones (changed by an extension's own action), and the
 * not-editable ones only when creating. A record the signed-in user may not change (`useRecordAuthority`) is shown
 * read-only, with the reason above it and no save button. The first field has the cursor; leaving with unsaved
 * changes asks first; errors are react-admin's Dutch ones under the fields, never the browser's bubbles.
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
  const record = useRecordContext();
  const authority = useRecordAuthority(resource, mode === 'edit' ? record : undefined);
  const fields = Object.values(resource.definition.fields).filter(
    (field) => !field.readOnly && (mode === 'create' || field.editable),
  );
  // A new record starts with the definition's defaults (`default: true`), as the API would give it.
  const defaults =
    mode === 'create'
      ? Object.fromEntries(
          fields.filter((field) => field.default !== null).map((field) => [field.name, field.default]),
        )
      : undefined;
  return (
    <SimpleForm
      toolbar={<FormToolbar cancelTo={cancelTo} authority={authority} />}
      defaultValues={defaults}
      noValidate
      sx={{ maxWidth: 640 }}
    >
      <AuthorityNotice definition={resource.definition} authority={authority} />
      {fields.map((field) => (
        <FieldInput key={field.name} resource={resource} field={field} readOnly={!authority.writable} />
      ))}
      <FocusFirstField name={fields[0]?.name} />
      <UnsavedChangesGuard />
    </SimpleForm>
  );
}
