import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/react.tsx';
import type { FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useCountdown } from '../../src/ui/useCountdown.ts';
import type { ContactChannel } from './contact-api.ts';
import type { SendOutcome } from './useContactCode.ts';

export interface EnterStepProps {
  channel: ContactChannel;
  value: string;
  onChange: (value: string) => void;
  send: (value: string) => Promise<SendOutcome>;
  cooldownEndsAt: number | null;
  headingLevel: 'h1' | 'h2';
  onSent: (sentTo: string) => void;
}

/** Step 1: the address or number (prefilled), "Code versturen"; 422 under the field, a 429 as the wait left. */
export function EnterStep({
  channel,
  value,
  onChange,
  send,
  cooldownEndsAt,
  headingLevel,
  onSent,
}: EnterStepProps) {
  const t = useT();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [rateLimited, setRateLimited] = useState(false);
  const seconds = useCountdown(cooldownEndsAt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value.trim() === '') {
      setErrors({ [channel]: [t(`contact.${channel}.required`)] });
      return;
    }
    setBusy(true);
    const outcome = await send(value.trim());
    setBusy(false);
    if (outcome.kind === 'sent') {
      toast.success(t('contact.codeSent'));
      onSent(outcome.sent.sentTo);
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
    } else if (outcome.kind === 'wait') {
      setRateLimited(true);
    }
  }

  const { [channel]: fieldErrors, ...rest } = errors;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h2" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
        {t(`contact.${channel}.enterHeading`)}
      </Typography>
      <Typography color="text.secondary">{t(`contact.${channel}.enterIntro`)}</Typography>
      <TextField
        label={t(`contact.${channel}.field`)}
        name={channel}
        type={channel === 'email' ? 'email' : 'tel'}
        autoComplete={channel === 'email' ? 'email' : 'tel'}
        required
        autoFocus
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setErrors({});
        }}
        errors={[...(fieldErrors ?? []), ...Object.values(rest).flat()]}
      />
      {channel === 'phone' && (
        <Typography variant="caption" color="text.secondary" sx={{ mt: -1.5 }}>
          {t('contact.phone.hint')}
        </Typography>
      )}
      {rateLimited && (
        <Alert severity="warning" role="alert">
          {seconds > 0 ? t('contact.wait', { seconds }) : t('errors.rateLimited')}
        </Alert>
      )}
      <Button
        type="submit"
        loading={busy}
        disabled={rateLimited && seconds > 0}
        sx={{ justifySelf: 'start' }}
      >
        {t('contact.sendCode')}
      </Button>
    </Box>
  );
}
