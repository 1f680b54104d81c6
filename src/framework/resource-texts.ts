import { PERMISSION_LABELS } from '../../resources/manifest.ts';
import type { ManifestResource } from '../../resources/manifest-entry.ts';

/**
 * The texts the definitions carry (names, field labels, value labels, help texts, the permissions' labels) as
 * react-admin messages: `resources.<name>.name` ("Tag |||| Tags"), `resources.<name>.fields.<field>`,
 * `resources.<name>.enums.<field>.<value>`, `resources.<name>.help.<field>`, `enums.permissions.<permission>`.
 */
export function resourceMessages(
  resources: readonly ManifestResource[],
  permissionLabels: Readonly<Record<string, string>> = PERMISSION_LABELS,
) {
  const fieldsOf = (resource: ManifestResource) => Object.values(resource.fields);
  return {
    resources: Object.fromEntries(
      resources.map((resource) => [
        resource.name,
        {
          name: `${resource.singular} |||| ${resource.plural}`,
          fields: Object.fromEntries(fieldsOf(resource).map((field) => [field.name, field.labelText])),
          enums: Object.fromEntries(
            fieldsOf(resource)
              .filter((field) => Object.keys(field.valueLabels).length > 0)
              .map((field) => [field.name, field.valueLabels]),
          ),
          help: Object.fromEntries(
            fieldsOf(resource).flatMap((field) => (field.help ? [[field.name, field.help]] : [])),
          ),
        },
      ]),
    ),
    enums: { permissions: permissionLabels },
  };
}
