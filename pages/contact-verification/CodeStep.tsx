import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { CurrentUser } from '../../auth/current-user.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { CodeInput } from '../../src/ui/CodeInput.tsx';
import { ResendButton } from '../../src/ui/ResendButton.tsx';
import { toast } from '../../src/ui/toast.ts';
import { codeFieldErrors, useCodeEntry } from '../../src/ui/useCodeEntry.ts';
import { retryAt } from '../login/rate-limit.ts';
import { RateLimitedAlert } from '../login/RateLimitedAlert.tsx';
import { verifyContactCode, type ContactChannel } from './contact-api.ts';
import type { SendOutcome } from './useContactCode.ts';
import { useShownContact } from './useShownContact.ts';

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
 * down from `resendAvailableAt`, a 429 as spec §8's text with the wait, and a way back to enter another address or
 * number.
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
  const shown = useShownContact(channel);
  const [notice, setNotice] = useState<string | null>(null);
  const [limited, setLimited] = useState<{ until: number | null } | null>(null);
  const entry = useCodeEntry(async (code) => {
    setLimited(null);
    try {
      onVerified(await verifyContactCode(channel, code));
      return null;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (error.status === 422) return codeFieldErrors(error.errors);
      if (error.status === 429) setLimited({ until: retryAt(error) });
      return [];
    }
  }, t('contact.codeRequired'));

  async function sendAgain() {
    setNotice(null);
    setLimited(null);
    const outcome = await resend();
    if (outcome.kind === 'sent') toast.success(t('contact.codeResent'));
    else if (outcome.kind === 'invalid') setNotice(Object.values(outcome.errors).flat().join(' '));
    else if (outcome.kind === 'limited') setLimited({ until: outcome.until });
  }

  return (
    <Box component="form" noValidate onSubmit={entry.onFormSubmit} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h2" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
        {t(`contact.${channel}.codeHeading`)}
      </Typography>
      {/* A long address breaks rather than widening the page on a phone. */}
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t(`contact.${channel}.codeIntro`, { sentTo: shown(sentTo) })}
      </Typography>
      <CodeInput
        key={entry.attempt}
        label={t('contact.code')}
        value={entry.code}
        onChange={entry.setCode}
        onComplete={(value) => void entry.submit(value)}
        errors={entry.errors}
        disabled={entry.busy}
      />
      {limited && <RateLimitedAlert until={limited.until} area="contact" />}
      {notice && (
        <Alert severity="error" role="alert">
          {notice}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button type="submit" loading={entry.busy}>
          {t('contact.verify')}
        </Button>
        <ResendButton endsAt={cooldownEndsAt} onResend={sendAgain} />
      </Box>
      <Link component="button" type="button" onClick={onBack} sx={{ justifySelf: 'start' }}>
        {t(`contact.${channel}.otherValue`)}
      </Link>
    </Box>
  );
}
