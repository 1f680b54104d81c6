import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from '../../ui/Button.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { fieldErrorsOf, type Expertise } from './branch-api.ts';

/**
 * "Expertises kiezen": every expertise of the branch in its order, ticked when the profile has it. Saving sends
 * the whole set (`POST /expertise-profiles/{id}/expertises`, `[]` empties the profile).
 */
export function ProfileExpertisesDialog({
  profileName,
  expertises,
  chosen,
  onSubmit,
  onClose,
}: {
  profileName: string;
  /** The branch's expertises, in order. */
  expertises: readonly Expertise[];
  /** The ids the profile has now. */
  chosen: readonly string[];
  onSubmit: (ids: string[]) => Promise<unknown>;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const formId = useId();
  const [ticked, setTicked] = useState(() => new Set(chosen));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const toggle = (id: string) =>
    setTicked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError(null);
    try {
      // In the branch's order, as the server answers them.
      await onSubmit(
        expertises.filter((expertise) => ticked.has(expertise.id)).map((expertise) => expertise.id),
      );
    } catch (failure) {
      const errors = fieldErrorsOf(failure);
      setError(errors ? (Object.values(errors)[0] ?? null) : null);
      setSending(false);
    }
  };

  return (
    <Modal
      open
      title={translate('screens.profiles.chooseOf', { name: profileName })}
      onClose={onClose}
      variant="dialog"
      actions={
        <>
          <Button theme="tertiary" onClick={onClose}>
            {translate('ra.action.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={sending} disabled={expertises.length === 0}>
            {translate('ra.action.save')}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        {expertises.length === 0 ? (
          <Typography color="text.secondary">{translate('screens.profiles.noBranchExpertises')}</Typography>
        ) : (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('screens.profiles.chooseIntro')}
            </Typography>
            <FormGroup aria-label={translate('screens.profiles.choose')}>
              {expertises.map((expertise) => (
                <FormControlLabel
                  key={expertise.id}
                  control={
                    <Checkbox checked={ticked.has(expertise.id)} onChange={() => toggle(expertise.id)} />
                  }
                  label={`${expertise.position}. ${expertise.name}`}
                />
              ))}
            </FormGroup>
          </>
        )}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </form>
    </Modal>
  );
}
