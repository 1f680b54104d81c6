import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { fieldErrorsOf, type Before, type Expertise } from './branch-api.ts';

export interface ExpertiseDialogValues {
  name: string;
  before: Before;
}

export interface ExpertiseDialogProps {
  title: string;
  /** Ask for a name (adding, renaming), starting with this one. */
  name?: string;
  /**
   * Ask where it goes (adding, moving; spec §3 "before expertise …" or "as last"): the expertises it may go
   * before, in order, and the current choice (null: as last).
   */
  position?: { choices: readonly Expertise[]; before: Before };
  submitLabel?: string;
  onSubmit: (values: ExpertiseDialogValues) => Promise<unknown>;
  onClose: () => void;
}

/**
 * The dialog of a name and/or a place in the branch's order. Sends on "Opslaan" (or Enter); the server's 422 shows
 * under its field ("Deze waarde bestaat al. Kies een andere."), and the dialog stays open.
 */
export function ExpertiseDialog({
  title,
  name,
  position,
  submitLabel,
  onSubmit,
  onClose,
}: ExpertiseDialogProps) {
  const translate = useTranslate();
  const formId = useId();
  const [value, setValue] = useState(name ?? '');
  const [mode, setMode] = useState<'last' | 'before'>(position?.before ? 'before' : 'last');
  const [before, setBefore] = useState(position?.before ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const askName = name !== undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (askName && !value.trim()) found.name = translate('ra.validation.required');
    if (position && mode === 'before' && !before) found.before = translate('screens.expertises.chooseBefore');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    try {
      await onSubmit({ name: value.trim(), before: mode === 'before' ? before : null });
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? {});
      setSending(false);
    }
  };

  const others = Object.entries(errors).filter(([field]) => field !== 'name' && field !== 'before');
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      variant="dialog"
      actions={
        <>
          <Button theme="tertiary" onClick={onClose}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending}>
            {submitLabel ?? translate('ra.action.save')}
          </Button>
        </>
      }
    >
      <Stack
        component="form"
        id={formId}
        noValidate
        onSubmit={(event) => void submit(event)}
        spacing={2}
        sx={{ pt: 1 }}
      >
        {askName && (
          <TextField
            label={translate('resources.expertises.fields.name')}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            required
            autoFocus
            fullWidth
            error={Boolean(errors.name)}
            helperText={errors.name}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
        )}
        {position && (
          <PositionChoice
            choices={position.choices}
            mode={mode}
            before={before}
            error={errors.before}
            onChange={(nextMode, nextBefore) => {
              setMode(nextMode);
              setBefore(nextBefore);
            }}
          />
        )}
        {others.map(([field, message]) => (
          <Alert key={field} severity="error">
            {message}
          </Alert>
        ))}
      </Stack>
    </Modal>
  );
}

function PositionChoice({
  choices,
  mode,
  before,
  error,
  onChange,
}: {
  choices: readonly Expertise[];
  mode: 'last' | 'before';
  before: string;
  error: string | undefined;
  onChange: (mode: 'last' | 'before', before: string) => void;
}) {
  const translate = useTranslate();
  const labelId = useId();
  return (
    <FormControl component="fieldset">
      <FormLabel id={labelId} component="legend">
        {translate('screens.expertises.position')}
      </FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={mode}
        onChange={(event) => onChange(event.target.value === 'before' ? 'before' : 'last', before)}
      >
        <FormControlLabel
          value="before"
          control={<Radio />}
          label={translate('screens.expertises.before')}
          disabled={choices.length === 0}
        />
        <TextField
          select
          label={translate('screens.expertises.beforeLabel')}
          value={before}
          onChange={(event) => onChange('before', event.target.value)}
          disabled={choices.length === 0}
          error={Boolean(error)}
          helperText={error}
          size="small"
          sx={{ ml: 4, mb: 1, maxWidth: 400 }}
        >
          {choices.map((expertise) => (
            <MenuItem key={expertise.id} value={expertise.id}>
              {expertise.position}. {expertise.name}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel value="last" control={<Radio />} label={translate('screens.expertises.last')} />
      </RadioGroup>
    </FormControl>
  );
}
