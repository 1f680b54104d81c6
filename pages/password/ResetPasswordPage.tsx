import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LOGIN_PATH } from '../../auth/paths.ts';
import { passwordNl } from '../../i18n/nl/password.ts';
import { TranslateProvider, useT } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import type { FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { NewPasswordFields } from '../../src/ui/NewPasswordFields.tsx';
import { usePasswordStrength } from '../../src/ui/PasswordStrength.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useFormState } from '../shared/use-form-state.ts';
import { resetLinkProblem, resetPassword } from './password-api.ts';
import { CardPage } from '../shared/CardPage.tsx';
import { FORGOT_PASSWORD_PATH, ResetLinkInvalid } from './ResetLinkInvalid.tsx';

/** The app's texts and the password texts, which load with this page. */
const passwordTranslate = translatorFor(passwordNl);

export { FORGOT_PASSWORD_PATH };

/**
 * `/password/reset/:token` (spec §2): the account's email address (the link alone is not enough), a new password
 * with show/hide and a strength meter (zxcvbn, loaded on the first keystroke), and its confirmation →
 * `POST /auth/reset-password`. The link is checked when the page opens (`GET /auth/reset-password/{token}`, which
 * does not use it): a used, expired or unknown link says so at once, with the way to a new one, instead of the form
 * (issue 18). The server's Dutch 422 messages are shown under their fields; a link that died while the form was
 * open is said above the form with a way to ask for a new one. On success: to /login with a success toast; the
 * person signs in again (with the second step), nobody is signed in by the reset.
 */
export interface ResetPasswordPageProps {
  /** A word the new password should not be made of, for the strength meter (the server checks it too). */
  appName: string;
}

export function ResetPasswordPage({ appName }: ResetPasswordPageProps) {
  return (
    <TranslateProvider translate={passwordTranslate}>
      <CheckedResetLink appName={appName} />
    </TranslateProvider>
  );
}

/** The link's state on open: checking, live (the form), or dead. A failed check shows the form: its POST tells. */
function CheckedResetLink({ appName }: ResetPasswordPageProps) {
  const t = useT();
  const { token = '' } = useParams();
  // undefined while checking, null for a live link, else the server's message.
  const [problem, setProblem] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let current = true;
    resetLinkProblem(token).then(
      (answer) => current && setProblem(answer),
      () => current && setProblem(null),
    );
    return () => {
      current = false;
    };
  }, [token]);
  if (typeof problem === 'string') return <ResetLinkInvalid message={problem} />;
  if (problem === null) return <ResetPasswordForm appName={appName} />;
  return (
    <CardPage heading={t('password.reset.heading')}>
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Spinner size="sm" />
        {t('password.reset.checking')}
      </Box>
    </CardPage>
  );
}

function ResetPasswordForm({ appName }: ResetPasswordPageProps) {
  const t = useT();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const form = useFormState({ email: '', password: '', passwordConfirmation: '' });
  const { email, password, passwordConfirmation: confirmation } = form.values;
  const score = usePasswordStrength(password, [email, appName]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (email.trim() === '') missing.email = [t('password.reset.emailRequired')];
    if (password === '') missing.password = [t('password.reset.passwordRequired')];
    if (confirmation === '') missing.passwordConfirmation = [t('password.reset.confirmationRequired')];
    await form.submit(missing, async () => {
      await resetPassword({ token, email: email.trim(), password, passwordConfirmation: confirmation });
      toast.success(t('password.reset.done'));
      navigate(LOGIN_PATH, { replace: true });
    });
  }

  const tokenErrors = form.errors.token;

  return (
    <CardPage heading={t('password.reset.heading')} intro={t('password.reset.intro')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        {tokenErrors && tokenErrors.length > 0 && (
          <Alert severity="error" role="alert">
            <Box component="p" sx={{ m: 0 }}>
              {tokenErrors.join(' ')}
            </Box>
            <Link
              component={RouterLink}
              to={FORGOT_PASSWORD_PATH}
              sx={{ display: 'inline-block', mt: 1, fontWeight: 600 }}
            >
              {t('password.reset.requestNew')}
            </Link>
          </Alert>
        )}
        <TextField
          label={t('password.reset.email')}
          name="email"
          type="email"
          autoComplete="username"
          required
          autoFocus
          value={email}
          onChange={(event) => form.set('email', event.target.value)}
          errors={[
            ...(form.errors.email ?? []),
            ...form.otherErrors('token', 'email', 'password', 'passwordConfirmation'),
          ]}
        />
        <NewPasswordFields
          labels={{
            password: t('password.reset.password'),
            confirmation: t('password.reset.passwordConfirmation'),
            hint: t('password.reset.passwordHint'),
          }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={(value) => form.set('password', value)}
          onConfirmationChange={(value) => form.set('passwordConfirmation', value)}
          passwordErrors={form.errors.password}
          confirmationErrors={form.errors.passwordConfirmation}
          score={score}
        />
        <Button type="submit" loading={form.busy} fullWidth>
          {t('password.reset.submit')}
        </Button>
        <Link component={RouterLink} to={LOGIN_PATH} underline="hover" sx={{ justifySelf: 'start' }}>
          {t('password.forgot.backToLogin')}
        </Link>
      </Box>
    </CardPage>
  );
}
