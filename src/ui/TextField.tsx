import ClearIcon from '@mui/icons-material/Close';
import SearchIcon from '@mui/icons-material/Search';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useCallback, useId, useRef, useState, type InputHTMLAttributes, type Ref } from 'react';
import { FieldErrors } from './FieldErrors.tsx';
import { IconToggle } from './IconToggle.tsx';
import { PasswordToggle } from './PasswordToggle.tsx';
import { clearInput } from './clear-input.ts';
import { useT } from '../../i18n/react.tsx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children'> {
  /** Visible label, a real `<label for>`: clicking it focuses the field. */
  label: string;
  /** Messages listed under the field, linked through aria-describedby; any makes the field aria-invalid. */
  errors?: readonly string[];
  /** Shows a clear button (ui.clear) that empties the field and focuses it again. */
  clearable?: boolean;
  /** Shows a search icon before the text. */
  search?: boolean;
  /** Takes the full width of its container (default true). */
  fullWidth?: boolean;
  /** The native input (works with react-hook-form's `register`). */
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with errors, optional clear button, search icon and password show/hide toggle. */
export function TextField(props: TextFieldProps) {
  const {
    id: idProp,
    label,
    errors,
    clearable = false,
    search = false,
    fullWidth = true,
    ref,
    type = 'text',
    value,
    defaultValue,
    disabled,
    required,
    readOnly,
    name,
    placeholder,
    autoComplete,
    autoFocus,
    className,
    style,
    'aria-describedby': describedBy,
    ...inputProps
  } = props;
  const t = useT();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const errorsId = `${id}-errors`;
  const hasErrors = Boolean(errors && errors.length > 0);
  const [passwordVisible, setPasswordVisible] = useState(false);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  const showClear = clearable && !disabled && !readOnly;
  const endAdornment =
    showClear || type === 'password' ? (
      <InputAdornment position="end">
        {showClear && (
          <IconToggle label={t('ui.clear')} onClick={() => clearInput(inputRef.current)}>
            <ClearIcon fontSize="small" />
          </IconToggle>
        )}
        {type === 'password' && (
          <PasswordToggle visible={passwordVisible} onToggle={() => setPasswordVisible((shown) => !shown)} />
        )}
      </InputAdornment>
    ) : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      error={hasErrors}
      disabled={disabled}
      required={required}
      className={className}
      style={style}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        inputRef={setRefs}
        label={label}
        notched
        type={type === 'password' && passwordVisible ? 'text' : type}
        value={value}
        defaultValue={defaultValue}
        name={name}
        placeholder={placeholder}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        readOnly={readOnly}
        startAdornment={
          search ? (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ) : undefined
        }
        endAdornment={endAdornment}
        inputProps={{
          ...inputProps,
          'aria-describedby':
            [describedBy, hasErrors ? errorsId : undefined].filter(Boolean).join(' ') || undefined,
        }}
      />
      <FieldErrors id={errorsId} errors={errors} />
    </FormControl>
  );
}
