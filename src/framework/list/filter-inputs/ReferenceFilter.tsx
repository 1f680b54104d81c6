import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, type SortPayload } from 'react-admin';

const searchQuery = (text: string) => (text ? { q: text } : {});

export interface ReferenceFilterProps {
  source: string;
  label: string;
  /** The react-admin resource of the target (`system/tags`). */
  reference: string;
  sort: SortPayload;
  /** The target's title field: what the options show and the search (`q`) looks in. */
  optionText: string;
  /** Opened by the user (list/filters.tsx): focus it, which opens its options. */
  autoFocus?: boolean;
  /**
   * The filter's value in the URL. react-admin's filter form fills in the inputs there when it first renders; this
   * one comes later (a chunk of its own), so it takes the value itself.
   */
  defaultValue?: unknown;
  sx?: SxProps<Theme>;
  /** What react-admin's filter form adds (resource, size …): for the reference input, as before. */
  [prop: string]: unknown;
}

/**
 * A reference filter: an autocomplete over the target's records, searching with `q`. A chunk of its own with MUI's
 * Autocomplete (list/filters.tsx), loaded when the user opens the filter or the URL sets it.
 */
export default function ReferenceFilter({
  source,
  label,
  reference,
  sort,
  optionText,
  autoFocus,
  defaultValue,
  sx,
  ...rest
}: ReferenceFilterProps) {
  const input = useRef<HTMLInputElement>(null);
  // Focused once mounted (after react-admin's handlers are in place: `autoFocus` would call them too early), which
  // opens the options.
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);
  return (
    <ReferenceInput source={source} reference={reference} sort={sort} {...rest}>
      <AutocompleteInput
        label={label}
        optionText={optionText}
        filterToQuery={searchQuery}
        defaultValue={defaultValue}
        sx={sx}
        TextFieldProps={{ inputRef: input }}
      />
    </ReferenceInput>
  );
}
