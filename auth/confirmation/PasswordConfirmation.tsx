import { useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { TextField } from '../../src/ui/TextField.tsx';
import { completeConfirmation } from './confirmation-api.ts';
import { confirmed } from './confirmation-store.ts';
import { ConfirmationFrame } from './ConfirmationFrame.tsx';
import { dialogErrors } from './dialog-errors.ts';

/** Re-confirmation with the account's password (`POST /auth/complete-password-challenge`). */
export function PasswordConfirmation() {
  const t = useT();
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    if (password === '') {
      setErrors([t('confirmation.passwordRequired')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await completeConfirmation('password', password);
      confirmed();
    } catch (error) {
      setBusy(false);
      setPassword('');
      setErrors(dialogErrors(error, 'password', t));
    }
  }

  return (
    <ConfirmationFrame
      method="password"
      intro={t('confirmation.intro.password')}
      busy={busy}
      onSubmit={() => void submit()}
    >
      <TextField
        label={t('confirmation.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        autoFocus
        required
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setErrors([]);
        }}
        errors={errors}
      />
    </ConfirmationFrame>
  );
}
