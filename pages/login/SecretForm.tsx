import Box from '@mui/material/Box';
import { useState, type FormEvent } from 'react';
import { useT } from '../../i18n/react.tsx';
import type { FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { TextField } from '../../src/ui/TextField.tsx';

export interface SecretFormProps {
  /** The password of the account, or one of the backup codes (`xxxx-xxxx`). */
  kind: 'password' | 'backup_code';
  /** As CodeForm's: null when the sign-in moves on, else the field errors to show. */
  onSubmit: (secret: string) => Promise<FieldErrors | null>;
}

/** One field and "Inloggen": the password or a backup code, with the 422 messages of that field under it. */
export function SecretForm({ kind, onSubmit }: SecretFormProps) {
  const t = useT();
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const password = kind === 'password';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = password ? secret : secret.trim();
    if (value === '') {
      setErrors([t(password ? 'login.passwordRequired' : 'challenge.backupCodeRequired')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    const fieldErrors = await onSubmit(value);
    if (fieldErrors === null) return;
    setBusy(false);
    setErrors(fieldErrors[password ? 'password' : 'code'] ?? Object.values(fieldErrors).flat());
    setSecret('');
  }

  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
      <TextField
        label={t(password ? 'login.password' : 'challenge.backupCode')}
        name={password ? 'password' : 'backup-code'}
        type={password ? 'password' : 'text'}
        autoComplete={password ? 'current-password' : 'off'}
        autoCapitalize="none"
        spellCheck={false}
        required
        autoFocus
        value={secret}
        onChange={(event) => setSecret(event.target.value)}
        errors={errors}
      />
      <Button type="submit" loading={busy} fullWidth>
        {t('challenge.submit')}
      </Button>
    </Box>
  );
}
