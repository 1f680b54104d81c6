import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import type { CurrentUser } from '../../auth/current-user.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { CODE_LENGTH, CodeInput } from '../../src/ui/CodeInput.tsx';
import { ResendButton } from '../../src/ui/ResendButton.tsx';
import { toast } from '../../src/ui/toast.ts';
import { verifyContactCode, type ContactChannel } from './contact-api.ts';
import type { SendOutcome } from './useContactCode.ts';

export interface CodeStepProps {
  channel: ContactChannel;
  sentTo: string;
  resend: () => Promise<SendOutcome>;
  cooldownEndsAt: number | null;
  headingLevel: 'h1' | 'h2';
  onBack: () => void;
  onVerified: (user: CurrentUser) => void;
}

/**
 * Step 2: the six boxes (a sixth digit submits), the server's 422 under them, "Code opnieuw versturen" counting
 * down from `resendAvailableAt`, and a way back to enter another address or number.
 */
export function CodeStep({
  channel,
  sentTo,
  resend,
  cooldownEndsAt,
  headingLevel,
  onBack,
  onVerified,
}: CodeStepProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new key gives fresh boxes with the focus on the first, after a wrong code.
  const [attempt, setAttempt] = useState(0);

  async function verify(value: string) {
    if (busy) return;
    if (value.length !== CODE_LENGTH) {
      setErrors([t('contact.codeRequired')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      onVerified(await verifyContactCode(channel, value));
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) throw error;
      if (error.status === 422) setErrors(error.errors.code ?? Object.values(error.errors).flat());
      else if (error.status === 429) setErrors([t('errors.rateLimited')]);
      setCode('');
      setAttempt((current) => current + 1);
    }
  }

  async function sendAgain() {
    setNotice(null);
    const outcome = await resend();
    if (outcome.kind === 'sent') toast.success(t('contact.codeResent'));
    else if (outcome.kind === 'invalid') setNotice(Object.values(outcome.errors).flat().join(' '));
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        void verify(code);
      }}
      sx={{ display: 'grid', gap: 2.5 }}
    >
      <Typography variant="h2" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
        {t(`contact.${channel}.codeHeading`)}
      </Typography>
      <Typography color="text.secondary">{t(`contact.${channel}.codeIntro`, { sentTo })}</Typography>
      <CodeInput
        key={attempt}
        label={t('contact.code')}
        value={code}
        onChange={setCode}
        onComplete={(value) => void verify(value)}
        errors={errors}
        disabled={busy}
      />
      {notice && (
        <Alert severity="error" role="alert">
          {notice}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" loading={busy}>
          {t('contact.verify')}
        </Button>
        <ResendButton endsAt={cooldownEndsAt} onResend={sendAgain} />
      </Box>
      <Link component="button" type="button" onClick={onBack} sx={{ justifySelf: 'start' }}>
        {t('contact.otherValue')}
      </Link>
    </Box>
  );
}
