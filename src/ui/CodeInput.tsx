import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { useT } from '../../i18n/react.tsx';
import { fillBoxes, onlyDigits, setBox, toBoxes, typedDigit } from './code-boxes.ts';
import { FieldErrors } from './FieldErrors.tsx';
import { visuallyHidden } from './visually-hidden.ts';

/** Digits in a verification code (spec §9). */
export const CODE_LENGTH = 6;

export interface CodeInputProps {
  /** Number of boxes; 6 by default. */
  length?: number;
  /** Controlled value (the boxes joined). Setting it to '' empties the boxes. Leave out for uncontrolled use. */
  value?: string;
  /** Called with the boxes joined after every change. */
  onChange?: (value: string) => void;
  /** Called with the code when a change leaves every box filled. */
  onComplete?: (value: string) => void;
  /** Messages listed under the boxes (e.g. the 422 errors of the code field). */
  errors?: readonly string[];
  /** Label of the group of boxes; "Code" (ui.code) by default. Clicking it focuses the first box. */
  label?: string;
  /** Keeps the label for assistive technology only (when the page already says what to enter). */
  hideLabel?: boolean;
  disabled?: boolean;
  /** Focus the first box on display (default true). */
  autoFocus?: boolean;
  /** Base id; box i gets `${id}-${i}`. */
  id?: string;
}

/** Six boxes of one digit each (spec §5): typing advances, paste fills, Backspace/Delete clear and go back. */
export function CodeInput({
  length = CODE_LENGTH,
  value,
  onChange,
  onComplete,
  errors,
  label,
  hideLabel = false,
  disabled = false,
  autoFocus = true,
  id: idProp,
}: CodeInputProps) {
  const t = useT();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const labelId = `${id}-label`;
  const errorsId = `${id}-errors`;
  const hasErrors = Boolean(errors && errors.length > 0);
  const [boxes, setBoxes] = useState(() => toBoxes(value ?? '', length));
  const joined = boxes.join('');
  // Controlled: follow the value when the parent changes it (e.g. '' to empty the boxes).
  if (value !== undefined && toBoxes(value, length).join('') !== joined) setBoxes(toBoxes(value, length));
  const inputs = useRef<(HTMLInputElement | null)[]>([]);

  useEffect(() => {
    if (autoFocus) inputs.current[0]?.focus();
  }, [autoFocus]);

  const focusBox = (index: number) => inputs.current[Math.max(0, Math.min(length - 1, index))]?.focus();

  const commit = (next: string[], focus: number) => {
    setBoxes(next);
    const code = next.join('');
    if (code !== joined) {
      onChange?.(code);
      if (next.every((digit) => digit !== '')) onComplete?.(code);
    }
    focusBox(focus);
  };

  const fill = (index: number, digits: string) => {
    const result = fillBoxes(boxes, index, digits);
    commit(result.boxes, result.focus);
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      commit(setBox(boxes, index, ''), index - 1);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      focusBox(event.key === 'ArrowLeft' ? index - 1 : index + 1);
    } else if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      if (/^\d$/.test(event.key)) commit(setBox(boxes, index, event.key), index + 1);
    }
  };

  // Input not announced as a key press: mobile keyboards, autofill of the one-time code.
  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const digits = typedDigit(onlyDigits(event.target.value), boxes[index] ?? '');
    if (digits.length > 1) fill(index, digits);
    else commit(setBox(boxes, index, digits), digits ? index + 1 : index);
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text'));
    if (digits) fill(index, digits);
  };

  const selectContent = (event: FocusEvent<HTMLInputElement>) => event.target.select();

  return (
    <Box role="group" aria-labelledby={labelId}>
      <FormLabel
        id={labelId}
        htmlFor={`${id}-0`}
        sx={hideLabel ? visuallyHidden : { display: 'block', mb: 1 }}
      >
        {label ?? t('ui.code')}
      </FormLabel>
      <Box sx={{ display: 'flex', gap: 1 }}>
        {boxes.map((digit, index) => (
          <OutlinedInput
            key={index}
            value={digit}
            error={hasErrors}
            disabled={disabled}
            onChange={handleChange(index)}
            inputRef={(element: HTMLInputElement | null) => {
              inputs.current[index] = element;
            }}
            inputProps={{
              id: `${id}-${index}`,
              inputMode: 'numeric',
              pattern: '[0-9]*',
              autoComplete: index === 0 ? 'one-time-code' : 'off',
              'aria-label': t('ui.codeDigit', { index: index + 1, total: length }),
              'aria-describedby': hasErrors ? errorsId : undefined,
              onKeyDown: handleKeyDown(index),
              onPaste: handlePaste(index),
              onFocus: selectContent,
            }}
            // 48 px each where there is room; narrower cards (onboarding on a 360–390 px phone) shrink them evenly.
            sx={{
              flex: '0 1 48px',
              minWidth: 0,
              '& input': { textAlign: 'center', fontSize: '1.5rem', px: 0 },
              '&.Mui-focused': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: '1px' },
            }}
          />
        ))}
      </Box>
      <FieldErrors id={errorsId} errors={errors} />
    </Box>
  );
}
