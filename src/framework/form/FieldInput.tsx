import {
  AutocompleteArrayInput,
  AutocompleteInput,
  BooleanInput,
  CheckboxGroupInput,
  DateInput,
  NumberInput,
  ReferenceArrayInput,
  ReferenceInput,
  required,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { ManifestField } from '../../../resources/manifest-entry.ts';
import type { AdminResource } from '../admin-model.ts';
import { useAdminResource } from '../AdminModelContext.tsx';
import { kindOf } from '../field-kind.ts';
import { isPermissionField } from '../grants.ts';
import { useLabels } from '../labels.ts';
import { defaultSortOf } from '../sort.ts';
import { unreachable } from '../unreachable.ts';
import { PermissionListInput } from './PermissionListInput.tsx';

export interface FieldInputProps {
  resource: AdminResource;
  field: ManifestField;
  /** Shown, not changeable: the record is not the signed-in user's to change (the form says why). */
  readOnly?: boolean;
}

const REQUIRED = [required()];
/** The search box of an autocomplete asks the API's free-text search. */
const searchQuery = (text: string) => (text ? { q: text } : {});

/**
 * The form input of one field, by kind. Required fields carry react-admin's `required()` (the asterisk and a
 * Dutch message before anything is sent); every other rule is the server's, whose 422 shows under the field. A
 * field of permissions offers only the signed-in user's own permissions (`PermissionListInput`).
 */
export function FieldInput({ resource, field, readOnly = false }: FieldInputProps) {
  const labels = useLabels();
  const label = labels.field(field);
  const validate = field.required ? REQUIRED : undefined;
  const helperText = field.help ?? undefined;
  const common = { source: field.name, label, validate, readOnly, fullWidth: true, helperText } as const;
  const kind = kindOf(field);
  switch (kind) {
    case 'text':
      return field.multiline ? <TextInput {...common} multiline minRows={3} /> : <TextInput {...common} />;
    case 'number':
      return <NumberInput {...common} step={field.integer ? 1 : 'any'} />;
    case 'boolean':
      return <BooleanInput source={field.name} label={label} readOnly={readOnly} helperText={helperText} />;
    case 'date':
      return <DateInput {...common} />;
    case 'enum':
      return (
        <SelectInput
          {...common}
          choices={field.values.map((value) => ({
            id: value,
            name: labels.enumValue(resource.definition, field.name, value),
          }))}
        />
      );
    case 'enumList':
      if (isPermissionField(field)) {
        return (
          <PermissionListInput
            resource={resource}
            field={field}
            label={label}
            validate={validate}
            readOnly={readOnly}
          />
        );
      }
      return (
        <CheckboxGroupInput
          {...common}
          row={false}
          choices={field.values.map((value) => ({
            id: value,
            name: labels.enumValue(resource.definition, field.name, value),
          }))}
        />
      );
    case 'reference':
      return <ReferenceSelect field={field} label={label} validate={validate} readOnly={readOnly} />;
    case 'referenceList':
      return <ReferenceListSelect field={field} label={label} validate={validate} readOnly={readOnly} />;
    default:
      return unreachable(kind);
  }
}

interface ReferenceInputProps {
  field: ManifestField;
  label: string;
  validate: typeof REQUIRED | undefined;
  readOnly: boolean;
}

/** An autocomplete over the target resource, searching with `q` and showing each record's title field. */
function ReferenceSelect({ field, label, validate, readOnly }: ReferenceInputProps) {
  const target = useAdminResource(field.references);
  if (!target)
    return <TextInput source={field.name} label={label} validate={validate} readOnly={readOnly} fullWidth />;
  return (
    <ReferenceInput source={field.name} reference={target.name} sort={defaultSortOf(target.definition)}>
      <AutocompleteInput
        label={label}
        optionText={target.definition.title}
        filterToQuery={searchQuery}
        validate={validate}
        readOnly={readOnly}
        fullWidth
      />
    </ReferenceInput>
  );
}

function ReferenceListSelect({ field, label, validate, readOnly }: ReferenceInputProps) {
  const target = useAdminResource(field.references);
  if (!target) return null;
  return (
    <ReferenceArrayInput source={field.name} reference={target.name} sort={defaultSortOf(target.definition)}>
      <AutocompleteArrayInput
        label={label}
        optionText={target.definition.title}
        filterToQuery={searchQuery}
        validate={validate}
        readOnly={readOnly}
        fullWidth
      />
    </ReferenceArrayInput>
  );
}
