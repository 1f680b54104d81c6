import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { checkAuthentication } from '../../auth/check-authentication.ts';
import { loginWithPassword } from '../../auth/login.ts';
import { peekTarget } from '../../auth/redirect-target.ts';
import { getSession } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { toast } from '../../src/ui/toast.ts';
import { secondStepPath } from './second-step-path.ts';

/**
 * Email, password and "Ingelogd blijven" → `POST /auth/login-with-password`, with the remembered target as
 * `intendedUrl` (the server keeps it through the second step). The browser's own validation is off
 * (`noValidate`: its messages are English); empty fields get a Dutch message here, everything else the server's
 * Dutch 422 messages under the fields. On success a second step goes to its page; otherwise the authentication state is checked
 * again and the route guard moves the now signed-in user on (to the remembered target or home).
 */
export interface LoginFormProps {
  /** "Ingelogd blijven": held by the page, so the other ways to sign in use it too. */
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  /**
   * The user's first touch of the email field (pointer, key, input; not its autofocus): /login then loads the
   * passkey autofill (conditional UI), whose suggestions show in this field (`autocomplete="… webauthn"`).
   */
  onEmailIntent?: () => void;
}

export function LoginForm({ remember, onRememberChange, onEmailIntent }: LoginFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // An invitation link's ?email= first, else the address typed on another sign-in page.
  const [email, setEmail] = useState(() => search.get('email') ?? getSession().email ?? '');
  const [password, setPassword] = useState('');
  // Its own state, not pages/shared/use-form-state.ts: the hook costs /login 0.5 kB, more than its budget has left.
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (email.trim() === '') missing.email = [t('login.emailRequired')];
    if (password === '') missing.password = [t('login.passwordRequired')];
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setBusy(true);
    try {
      const intendedUrl = peekTarget() ?? undefined;
      const result = await loginWithPassword({ email, password, remember, intendedUrl });
      if (result.next === 'second_step') {
        navigate(secondStepPath(result.secondStep));
        return;
      }
      const state = await checkAuthentication({ ignoreCache: true });
      if (state === 'unauthenticated') throw new Error('Signed in, but the session check failed');
      // The guard of /login now sends the user on; this form unmounts.
    } catch (error) {
      if (isApiError(error)) {
        if (error.status === 422) setErrors(error.errors);
      } else {
        toast.error(t('common.error'));
      }
      setPassword('');
      setBusy(false);
    }
  }

  const otherErrors = Object.entries(errors)
    .filter(([field]) => field !== 'email' && field !== 'password')
    .flatMap(([, messages]) => messages);

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={t('login.email')}
        name="email"
        type="email"
        autoComplete="username webauthn"
        required
        autoFocus
        value={email}
        onPointerDown={onEmailIntent}
        onKeyDown={onEmailIntent}
        onInput={onEmailIntent}
        onChange={(event) => setEmail(event.target.value)}
        errors={[...(errors.email ?? []), ...otherErrors]}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        errors={errors.password}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          gap: 1,
        }}
      >
        <FormControlLabel
          control={
            <Checkbox
              name="remember"
              checked={remember}
              onChange={(event) => onRememberChange(event.target.checked)}
            />
          }
          label={t('login.remember')}
        />
        <Typography component={Link} to="/password/forgot" variant="body2" color="primary">
          {t('login.forgotPassword')}
        </Typography>
      </Box>
      <Button type="submit" loading={busy} fullWidth>
        {t('login.submit')}
      </Button>
    </Box>
  );
}
