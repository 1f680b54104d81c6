import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../auth/paths.ts';
import { getSession } from '../../auth/session-store.ts';
import { passwordNl } from '../../i18n/nl/password.ts';
import { TranslateProvider, useT } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useCountdown } from '../../src/ui/useCountdown.ts';
import { useFormState } from '../shared/use-form-state.ts';
import { sendPasswordResetLink } from './password-api.ts';
import { CardPage } from '../shared/CardPage.tsx';

/** The app's texts and the password texts, which load with this page. */
const passwordTranslate = translatorFor(passwordNl);

/** Between two sends of the link from the "check your inbox" step (the server allows 5 an hour). */
export const RESEND_LINK_COOLDOWN_MS = 60_000;

/**
 * `/password/forgot` (spec §2): the email address → `POST /auth/send-password-reset-link`, then "Controleer je
 * inbox" with the address, a resend button (after a cooldown), another address, and the way back to sign-in.
 * The answer is the same for every address, so the page never says whether an account exists. A 429 is
 * toasted by the HTTP client ('errors.rateLimited').
 */
export function ForgotPasswordPage() {
  return (
    <TranslateProvider translate={passwordTranslate}>
      <ForgotPassword />
    </TranslateProvider>
  );
}

function ForgotPassword() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  if (sentTo === null) return <ForgotForm onSent={setSentTo} />;
  return <CheckInbox email={sentTo} onOtherEmail={() => setSentTo(null)} />;
}

function ForgotForm({ onSent }: { onSent: (email: string) => void }) {
  const t = useT();
  const form = useFormState(() => ({ email: getSession().email ?? '' }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = form.values.email.trim();
    const missing: FieldErrors = address === '' ? { email: [t('password.forgot.emailRequired')] } : {};
    await form.submit(missing, async () => {
      await sendPasswordResetLink(address);
      onSent(address);
    });
  }

  return (
    <CardPage heading={t('password.forgot.heading')} intro={t('password.forgot.intro')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <TextField
          label={t('password.forgot.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={form.values.email}
          onChange={(event) => form.set('email', event.target.value)}
          errors={form.otherErrors()}
        />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('password.forgot.submit')}
        </Button>
        <BackToLogin />
      </Box>
    </CardPage>
  );
}

function CheckInbox({ email, onOtherEmail }: { email: string; onOtherEmail: () => void }) {
  const t = useT();
  const [cooldownEnd, setCooldownEnd] = useState(() => Date.now() + RESEND_LINK_COOLDOWN_MS);
  const seconds = useCountdown(cooldownEnd);
  const [sending, setSending] = useState(false);

  async function resend() {
    setSending(true);
    try {
      await sendPasswordResetLink(email);
      toast.success(t('password.sent.resent'));
      setCooldownEnd(Date.now() + RESEND_LINK_COOLDOWN_MS);
    } catch (error) {
      if (!isApiError(error)) toast.error(t('common.error'));
    } finally {
      setSending(false);
    }
  }

  const [before, after] = t('password.sent.message', { email: '\u0000' }).split('\u0000');
  return (
    <CardPage heading={t('password.sent.heading')}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Typography>
          {before}
          <Box component="strong" sx={{ wordBreak: 'break-all' }}>
            {email}
          </Box>
          {after}
        </Typography>
        <Typography color="text.secondary">{t('password.sent.validity')}</Typography>
        <Button theme="secondary" disabled={seconds > 0} loading={sending} onClick={resend} fullWidth>
          {seconds > 0 ? t('password.sent.resendIn', { seconds }) : t('password.sent.resend')}
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <BackToLogin />
          <Link component="button" type="button" onClick={onOtherEmail} underline="hover">
            {t('password.sent.otherEmail')}
          </Link>
        </Box>
      </Box>
    </CardPage>
  );
}

function BackToLogin() {
  const t = useT();
  return (
    <Link component={RouterLink} to={LOGIN_PATH} underline="hover" sx={{ justifySelf: 'start' }}>
      {t('password.forgot.backToLogin')}
    </Link>
  );
}
