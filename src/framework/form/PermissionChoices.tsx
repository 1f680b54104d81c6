import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useId, type Ref } from 'react';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { inDutchOrder } from '../dutch-order.ts';
import { lackedPermissions } from '../grants.ts';

export interface PermissionChoicesProps {
  /** The group's name (its legend). */
  label: string;
  /** The legend only for screen readers (a card whose title already says it). */
  hideLabel?: boolean;
  /** Every permission to choose from; shown in the alphabetical order of their labels. */
  values: readonly string[];
  labelOf: (value: string) => string;
  chosen: readonly string[];
  /** The new choice, in the order of `values`. */
  onChange: (chosen: string[]) => void;
  /** The signed-in user's own permissions: only these can be ticked or unticked. */
  granted: readonly string[];
  /** Nothing can be changed (the record is not yours to change; the page says why). */
  readOnly?: boolean;
  /** Two columns from the `md` breakpoint. */
  columns?: boolean;
  /** The server's message for this field. */
  error?: string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Permissions as checkboxes, where the ones you do not hold yourself are disabled: you can give or take only what
 * you have (server: 'Je kunt alleen rechten geven of afnemen die je zelf hebt.'). The reason is visible under the
 * group, naming them, and each disabled checkbox is described by it (`aria-describedby`) for screen readers.
 * Listed by their Dutch labels (not their codes), so a permission is where a reader looks for it.
 */
export function PermissionChoices(props: PermissionChoicesProps) {
  const { values, chosen, granted, readOnly = false, error } = props;
  const translate = useTranslate();
  const reasonId = useId();
  const shown = inDutchOrder(values, props.labelOf);
  const lacked = readOnly ? [] : lackedPermissions(shown, granted);
  const toggle = (value: string, on: boolean) =>
    props.onChange(values.filter((item) => (item === value ? on : chosen.includes(item))));

  return (
    <FormControl component="fieldset" error={Boolean(error)} fullWidth>
      <FormLabel component="legend" sx={props.hideLabel ? visuallyHidden : { mb: 0.5 }}>
        {props.label}
      </FormLabel>
      <FormGroup
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: props.columns ? '1fr 1fr' : '1fr' } }}
      >
        {shown.map((value, index) => {
          const notYours = lacked.includes(value);
          return (
            <FormControlLabel
              key={value}
              label={props.labelOf(value)}
              disabled={readOnly || notYours}
              control={
                <Checkbox
                  checked={chosen.includes(value)}
                  onChange={(event) => toggle(value, event.target.checked)}
                  inputRef={index === 0 ? props.inputRef : undefined}
                  slotProps={{ input: notYours ? { 'aria-describedby': reasonId } : {} }}
                />
              }
            />
          );
        })}
      </FormGroup>
      {lacked.length > 0 && (
        <FormHelperText id={reasonId} error={false} sx={{ mx: 0 }}>
          {translate('framework.grants.notYours', { permissions: lacked.map(props.labelOf).join(', ') })}
        </FormHelperText>
      )}
      {error && <FormHelperText sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
