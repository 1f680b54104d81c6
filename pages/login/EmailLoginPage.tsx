import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { startEmailSignIn } from '../../auth/challenge.ts';
import { peekTarget } from '../../auth/redirect-target.ts';
import { getSession, setEmail as rememberEmail } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { toast } from '../../src/ui/toast.ts';
import { RateLimitedAlert } from './RateLimitedAlert.tsx';
import { retryAt } from './rate-limit.ts';
import { SignInCard } from './SignInCard.tsx';

/**
 * `/login/email`: sign in with a code by email. Email (prefilled from `?email=`, else the address typed on /login)
 * and "Ingelogd blijven" → `POST /auth/start-email-challenge` with the remembered target as `intendedUrl`; the
 * code is then typed on `/login/send-code/{challenge}`, the one page for codes (docs/decisions.md "Sign-in pages").
 * The server answers the same for unknown addresses, so this page never says whether an account exists.
 */
export function EmailLoginPage() {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const location = useLocation();
  const [email, setEmail] = useState(() => search.get('email') ?? getSession().email ?? '');
  const [remember, setRemember] = useState(false);
  // Its own state, not pages/shared/use-form-state.ts: the hook costs /login 0.5 kB, more than its budget has left.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  // A 429: spec §8's text, and when trying again makes sense (null: unknown).
  const [limited, setLimited] = useState<{ until: number | null } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setNotice(null);
    setLimited(null);
    if (email.trim() === '') {
      setErrors({ email: [t('login.emailRequired')] });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const intendedUrl = peekTarget() ?? undefined;
      const sent = await startEmailSignIn({ email: email.trim(), remember, intendedUrl });
      if (!sent.challenge) throw new Error('start-email-challenge answered without a challenge');
      rememberEmail(email.trim());
      toast.success(t('challenge.sent'));
      navigate(`/login/send-code/${encodeURIComponent(sent.challenge)}`);
    } catch (error) {
      setBusy(false);
      if (!isApiError(error)) setNotice(t('common.error'));
      else if (error.status === 422) setErrors(error.errors);
      else if (error.status === 429) setLimited({ until: retryAt(error) });
      else setNotice(error.message);
    }
  }

  const otherErrors = Object.entries(errors)
    .filter(([field]) => field !== 'email')
    .flatMap(([, messages]) => messages);

  return (
    <SignInCard heading={t('login.emailHeading')} intro={t('login.emailIntro')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {notice && <Alert severity="error">{notice}</Alert>}
        {limited && <RateLimitedAlert until={limited.until} />}
        <TextField
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          errors={[...(errors.email ?? []), ...otherErrors]}
        />
        <FormControlLabel
          control={
            <Checkbox
              name="remember"
              checked={remember}
              onChange={(event) => setRemember(event.target.checked)}
            />
          }
          label={t('login.remember')}
        />
        <Button type="submit" loading={busy} fullWidth>
          {t('login.sendCode')}
        </Button>
        <Button
          theme="tertiary"
          component={Link}
          href={`/login${location.search}`}
          sx={{ justifySelf: 'center' }}
        >
          {t('login.withPassword')}
        </Button>
      </Box>
    </SignInCard>
  );
}
