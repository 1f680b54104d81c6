import type { ReactElement } from 'react';
import {
  AutocompleteInput,
  DateInput,
  NullableBooleanInput,
  NumberInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import type { NamedField } from '../../../resources/define.ts';
import type { AdminModel, AdminResource } from '../admin-model.ts';
import { useAdminModel } from '../AdminModelContext.tsx';
import { kindOf } from '../field-kind.ts';
import { useLabels, type Labels } from '../labels.ts';
import { defaultSortOf } from '../sort.ts';
import { unreachable } from '../unreachable.ts';

const searchQuery = (text: string) => (text ? { q: text } : {});

/**
 * The list's filters, always shown: the search box (`q`) when a field is searchable, then one input per
 * filterable field (`filter[<field>]`, an exact match): enum and list values as a select, booleans as
 * Ja/Nee/any, references as an autocomplete over the target.
 */
export function useFilters(resource: AdminResource): ReactElement[] {
  const labels = useLabels();
  const model = useAdminModel();
  const fields = Object.values(resource.definition.fields);
  const filters: ReactElement[] = [];
  if (fields.some((field) => field.searchable)) {
    filters.push(<SearchInput key="q" source="q" alwaysOn />);
  }
  for (const field of fields) {
    if (field.filterable) filters.push(filterInput(resource, field, labels, model));
  }
  return filters;
}

function filterInput(
  resource: AdminResource,
  field: NamedField,
  labels: Labels,
  model: AdminModel,
): ReactElement {
  const key = field.name;
  const common = { source: field.name, label: labels.field(field), alwaysOn: true };
  const kind = kindOf(field);
  switch (kind) {
    case 'text':
      return <TextInput key={key} {...common} />;
    case 'number':
      return <NumberInput key={key} {...common} />;
    case 'date':
      return <DateInput key={key} {...common} />;
    case 'boolean':
      return <NullableBooleanInput key={key} {...common} />;
    case 'enum':
    case 'enumList':
      return (
        <SelectInput
          key={key}
          {...common}
          choices={field.values.map((value) => ({
            id: value,
            name: labels.enumValue(resource.definition, field.name, value),
          }))}
        />
      );
    case 'reference':
    case 'referenceList': {
      const target = field.references ? model.byDefinition.get(field.references) : undefined;
      if (!target) return <TextInput key={key} {...common} />;
      return (
        <ReferenceInput
          key={key}
          source={field.name}
          reference={target.name}
          sort={defaultSortOf(target.definition)}
          alwaysOn
        >
          <AutocompleteInput
            label={common.label}
            optionText={target.definition.title}
            filterToQuery={searchQuery}
            sx={{ minWidth: 220 }}
          />
        </ReferenceInput>
      );
    }
    default:
      return unreachable(kind);
  }
}
