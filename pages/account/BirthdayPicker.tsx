import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { nlNL } from '@mui/x-date-pickers/locales';
import { nl } from 'date-fns/locale/nl';
import { FieldErrors } from '../../src/ui/FieldErrors.tsx';
import { useId } from 'react';

/** The picker's own texts (toolbar, buttons, screen-reader labels) in Dutch. */
const DUTCH_PICKER_TEXTS = nlNL.components.MuiLocalizationProvider.defaultProps.localeText;

export interface BirthdayPickerProps {
  label: string;
  value: Date | null;
  onChange: (value: Date | null) => void;
  errors?: readonly string[];
}

/**
 * The birthday as a Dutch date picker (spec §1): date-fns 4 with the `nl` locale (dd-MM-yyyy, month names,
 * weeks from Monday), the picker's texts in Dutch, no dates after today, the year chosen first while there is none.
 */
export function BirthdayPicker({ label, value, onChange, errors }: BirthdayPickerProps) {
  const errorsId = useId();
  const hasErrors = Boolean(errors && errors.length > 0);
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={nl} localeText={DUTCH_PICKER_TEXTS}>
      <DatePicker
        label={label}
        value={value}
        onChange={onChange}
        disableFuture
        // A plain text input (type dd-mm-jjjj) instead of v8's section spans: simpler for typing and for tests.
        enableAccessibleFieldDOMStructure={false}
        openTo={value ? 'day' : 'year'}
        views={['year', 'month', 'day']}
        slotProps={{
          textField: {
            name: 'birthday',
            // Outlined like the page's other fields (the admin theme's default is filled).
            variant: 'outlined',
            fullWidth: true,
            error: hasErrors,
            InputLabelProps: { shrink: true },
            inputProps: { 'aria-describedby': hasErrors ? errorsId : undefined },
          },
          field: { clearable: true },
        }}
      />
      <FieldErrors id={errorsId} errors={errors} />
    </LocalizationProvider>
  );
}
