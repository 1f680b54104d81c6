import { useInput, useTranslate, type Validator } from 'react-admin';
import type { ManifestField } from '../../../resources/manifest-entry.ts';
import type { AdminResource } from '../admin-model.ts';
import { permissionValues, useGrantedPermissions } from '../grants.ts';
import { useLabels } from '../labels.ts';
import { PermissionChoices } from './PermissionChoices.tsx';

export interface PermissionListInputProps {
  resource: AdminResource;
  /** A field of permissions (`isPermissionField`). */
  field: ManifestField;
  label: string;
  validate?: Validator[];
  readOnly?: boolean;
}

/**
 * The form input of a field of permissions (`field.enumList(PERMISSIONS)`, a role's permissions): checkboxes of
 * which only the signed-in user's own permissions can be changed, the others disabled with the reason under them.
 */
export function PermissionListInput({
  resource,
  field,
  label,
  validate,
  readOnly,
}: PermissionListInputProps) {
  const translate = useTranslate();
  const labels = useLabels();
  const granted = useGrantedPermissions();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState: { error },
  } = useInput({ source: field.name, validate, readOnly });
  return (
    <PermissionChoices
      label={label}
      values={field.values}
      labelOf={(permission) => labels.enumValue(resource.definition, field.name, permission)}
      chosen={permissionValues(value)}
      onChange={(chosen) => {
        onChange(chosen);
        onBlur();
      }}
      granted={granted}
      readOnly={readOnly}
      error={error?.message ? translate(error.message, { _: error.message }) : null}
      inputRef={ref}
    />
  );
}
