import MuiTextField from '@mui/material/TextField';
import { lazy, Suspense, useState, type ReactElement } from 'react';
import {
  DateInput,
  NullableBooleanInput,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
  useListContext,
} from 'react-admin';
import type { ManifestField } from '../../../resources/manifest-entry.ts';
import type { AdminModel, AdminResource } from '../admin-model.ts';
import { useAdminModel } from '../AdminModelContext.tsx';
import { inDutchOrder } from '../dutch-order.ts';
import { kindOf } from '../field-kind.ts';
import { isPermissionField } from '../grants.ts';
import { useLabels, type Labels } from '../labels.ts';
import { defaultSortOf } from '../sort.ts';
import { unreachable } from '../unreachable.ts';
import type { ReferenceFilterProps } from './filter-inputs/ReferenceFilter.tsx';

/**
 * The list's filters, always shown: the search box (`q`) when a field is searchable, then one input per
 * filterable field (`filter[<field>]`): text as a box that finds a part of the value (case and accents
 * ignored, server/admin/read-records.ts), enum and list values as a select, booleans as Ja/Nee/any, references as an
 * autocomplete over the target.
 *
 * A reference filter's autocomplete (MUI's Autocomplete and react-admin's reference input, ~13 kB gzip) is a chunk
 * of its own (issue 16: list pages' JavaScript), loaded when the user opens it (the pointer on it starts loading
 * it; focus or a click opens it) or when the URL already sets it; a look-alike stands in for it until then.
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
  field: ManifestField,
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
    case 'enumList': {
      const choices = field.values.map((value) => ({
        id: value,
        name: labels.enumValue(resource.definition, field.name, value),
      }));
      // Permissions are read by their labels, as in the form (PermissionChoices); other values keep their order.
      const ordered = isPermissionField(field) ? inDutchOrder(choices, (choice) => choice.name) : choices;
      return <SelectInput key={key} {...common} choices={ordered} />;
    }
    case 'reference':
    case 'referenceList': {
      const target = field.references ? model.byDefinition.get(field.references) : undefined;
      if (!target) return <TextInput key={key} {...common} />;
      return (
        <ReferenceFilter
          key={key}
          {...common}
          reference={target.name}
          sort={defaultSortOf(target.definition)}
          optionText={target.definition.title}
          sx={REFERENCE_FILTER_SX}
        />
      );
    }
    default:
      return unreachable(kind);
  }
}

const REFERENCE_FILTER_SX = { minWidth: 220 } as const;

/**
 * Stands in for a reference filter until it is opened, and while its code loads: a read-only text field of the
 * same shape, with the filter's label.
 */
function FilterPlaceholder({
  label,
  onOpen,
  onPrefetch,
}: {
  label: string;
  onOpen?: () => void;
  onPrefetch?: () => void;
}) {
  return (
    <MuiTextField
      label={label}
      size="small"
      sx={REFERENCE_FILTER_SX}
      onPointerEnter={onPrefetch}
      onPointerDown={onOpen}
      onFocus={onOpen}
      slotProps={{
        htmlInput: onOpen
          ? { readOnly: true, role: 'combobox', 'aria-expanded': false, 'aria-haspopup': 'listbox' }
          : { readOnly: true, 'aria-busy': true },
      }}
    />
  );
}

const loadReferenceFilter = () => import('./filter-inputs/ReferenceFilter.tsx');
const LazyReferenceFilter = lazy(loadReferenceFilter);

/**
 * A reference filter: its autocomplete once the user opens it (focused, so its options open) or while the URL
 * sets it; before that a look-alike that starts loading it when the pointer comes near.
 */
function ReferenceFilter(props: ReferenceFilterProps & { alwaysOn?: boolean }) {
  const { filterValues } = useListContext();
  const value: unknown = (filterValues as Record<string, unknown>)[props.source];
  const set = value !== undefined && value !== null && value !== '';
  const [opened, setOpened] = useState(false);
  const placeholder = (open?: () => void) => (
    <FilterPlaceholder
      label={props.label}
      onOpen={open}
      onPrefetch={open ? () => void loadReferenceFilter() : undefined}
    />
  );
  if (!set && !opened) return placeholder(() => setOpened(true));
  return (
    <Suspense fallback={placeholder()}>
      <LazyReferenceFilter {...props} autoFocus={opened} defaultValue={set ? value : undefined} />
    </Suspense>
  );
}
