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
import { waitTime } from '../login/rate-limit.ts';
import { RateLimitedAlert } from '../login/RateLimitedAlert.tsx';
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

/** Why "Code versturen" waits: a code was just used (cooldown), or too many requests (spec §8's text). */
type Waiting = { kind: 'cooldown' } | { kind: 'limited'; until: number | null };

/**
 * Step 1: the address or number (prefilled), "Code versturen"; 422 under the field. A code still out moves on to
 * its code step (ContactVerification); otherwise a 429 says how long to wait.
 */
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
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const waitEndsAt = waiting?.kind === 'limited' ? waiting.until : waiting ? cooldownEndsAt : null;
  const seconds = useCountdown(waitEndsAt);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (value.trim() === '') {
      setErrors({ [channel]: [t(`contact.${channel}.required`)] });
      return;
    }
    setBusy(true);
    setWaiting(null);
    const outcome = await send(value.trim());
    setBusy(false);
    if (outcome.kind === 'sent') {
      toast.success(t('contact.codeSent'));
      onSent(outcome.sent.sentTo);
    } else if (outcome.kind === 'invalid') {
      setErrors(outcome.errors);
    } else if (outcome.kind === 'cooldown') {
      setWaiting({ kind: 'cooldown' });
    } else if (outcome.kind === 'limited') {
      setWaiting({ kind: 'limited', until: outcome.until });
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
      {waiting?.kind === 'limited' && <RateLimitedAlert until={waiting.until} area="contact" />}
      {waiting?.kind === 'cooldown' && seconds > 0 && (
        <Alert severity="warning" role="alert">
          {t('contact.wait', { time: waitTime(t, seconds, 'contact') })}
        </Alert>
      )}
      <Button type="submit" loading={busy} disabled={seconds > 0} sx={{ justifySelf: 'start' }}>
        {t('contact.sendCode')}
      </Button>
    </Box>
  );
}
