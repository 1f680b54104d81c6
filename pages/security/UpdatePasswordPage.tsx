import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import type { FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { NewPasswordFields } from '../../src/ui/NewPasswordFields.tsx';
import { usePasswordStrength } from '../../src/ui/PasswordStrength.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useFormState } from '../shared/use-form-state.ts';
import { useUnsavedChangesGuard } from '../../src/ui/useUnsavedChangesGuard.ts';
import { BackLink } from '../settings/BackLink.tsx';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { updatePassword } from './security-api.ts';
import { SECURITY_PATHS } from './security-paths.ts';
import { useRefreshSecurity, useSecuritySettings } from './use-security-settings.ts';

/**
 * `/settings/security/update-password` (spec §2 "change: current, new, confirm with a strength score"): the current
 * password (not asked of a user who has none yet: they set a first one), the new one with the strength meter,
 * its repetition, and "log me out everywhere else" → `POST /user/update-password`; the server's 422 per field.
 */
export function UpdatePasswordPage({ appName }: { appName: string }) {
  const t = useT();
  const settings = useSecuritySettings();
  const hasPassword = settings.data?.hasPassword ?? true;
  const heading = t(hasPassword ? 'settings.security.password.change' : 'settings.security.password.set');
  return (
    <SettingsPage
      heading={heading}
      back={<BackLink to={SECURITY_PATHS.index} label={t('settings.security.backToSecurity')} />}
    >
      {settings.isPending ? (
        <Spinner />
      ) : (
        <PasswordForm hasPassword={hasPassword} heading={heading} appName={appName} />
      )}
    </SettingsPage>
  );
}

function PasswordForm({
  hasPassword,
  heading,
  appName,
}: {
  hasPassword: boolean;
  heading: string;
  /** A word the new password should not be made of (the strength meter; the server checks it too). */
  appName: string;
}) {
  const t = useT();
  const navigate = useNavigate();
  const refresh = useRefreshSecurity();
  const { user } = useSession();
  const form = useFormState({ currentPassword: '', password: '', passwordConfirmation: '' });
  const { currentPassword: current, password, passwordConfirmation: confirmation } = form.values;
  const [logoutOthers, setLogoutOthers] = useState(true);
  useUnsavedChangesGuard(!form.busy && (current !== '' || password !== '' || confirmation !== ''));
  const score = usePasswordStrength(password, [
    user?.email ?? '',
    user?.firstname ?? '',
    user?.lastname ?? '',
    appName,
  ]);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const missing: FieldErrors = {};
    if (hasPassword && current === '')
      missing.currentPassword = [t('settings.security.password.currentRequired')];
    if (password === '') missing.password = [t('settings.security.password.newRequired')];
    if (confirmation === '')
      missing.passwordConfirmation = [t('settings.security.password.confirmationRequired')];
    else if (password !== '' && confirmation !== password)
      missing.passwordConfirmation = [t('settings.security.password.mismatch')];
    await form.submit(missing, async () => {
      await updatePassword({
        ...(hasPassword ? { currentPassword: current } : {}),
        password,
        passwordConfirmation: confirmation,
        logoutOtherSessions: logoutOthers,
      });
      toast.success(t('settings.security.password.saved'));
      await refresh();
      navigate(SECURITY_PATHS.index);
    });
  }

  const shown = ['currentPassword', 'password', 'passwordConfirmation'];
  return (
    <SettingsCard heading={heading}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5, maxWidth: 480 }}>
        {/* The account's address, for password managers. */}
        <input type="hidden" name="username" autoComplete="username" value={user?.email ?? ''} readOnly />
        {hasPassword && (
          <TextField
            label={t('settings.security.password.current')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            autoFocus
            value={current}
            onChange={(event) => form.set('currentPassword', event.target.value)}
            errors={form.errors.currentPassword}
          />
        )}
        <NewPasswordFields
          labels={{
            password: t('settings.security.password.new'),
            confirmation: t('settings.security.password.confirmation'),
            hint: t('settings.security.password.hint'),
          }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={(value) => form.set('password', value)}
          onConfirmationChange={(value) => form.set('passwordConfirmation', value)}
          passwordErrors={[...(form.errors.password ?? []), ...form.otherErrors(...shown)]}
          confirmationErrors={form.errors.passwordConfirmation}
          score={score}
        />
        <FormControlLabel
          control={
            <Checkbox checked={logoutOthers} onChange={(event) => setLogoutOthers(event.target.checked)} />
          }
          label={t('settings.security.password.logoutOthers')}
        />
        <Button type="submit" loading={form.busy} sx={{ justifySelf: 'start' }}>
          {t('settings.security.password.save')}
        </Button>
      </Box>
    </SettingsCard>
  );
}
