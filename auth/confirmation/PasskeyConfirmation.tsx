import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { passkeyErrorMessages, type CeremonyTexts } from '../passkeys/passkey-messages.ts';
import { assertWithPasskey } from '../passkeys/webauthn.ts';
import { confirmed } from './confirmation-store.ts';
import { ConfirmationFrame } from './ConfirmationFrame.tsx';

const TEXTS: CeremonyTexts = {
  cancelled: 'confirmation.passkey.cancelled',
  failed: 'confirmation.passkey.failed',
};

/**
 * Re-confirmation with a passkey, the strongest method (offered first when the server lists it): "Bevestig met je
 * passkey" opens the browser's prompt (`POST /auth/passkey-options` `{}`), then `POST
 * /auth/complete-passkey-challenge` `{ response }` without a challenge. A closed prompt or an unknown passkey
 * says so under the button; the user may try again or switch.
 */
export function PasskeyConfirmation() {
  const t = useT();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    setBusy(true);
    setErrors([]);
    try {
      await assertWithPasskey({ kind: 'confirmation' });
      confirmed();
    } catch (error) {
      setBusy(false);
      setErrors(passkeyErrorMessages(error, t, TEXTS));
    }
  }

  return (
    <ConfirmationFrame
      method="passkey"
      intro={t('confirmation.intro.passkey')}
      busy={busy}
      submitLabel={t('confirmation.passkey.submit')}
      onSubmit={() => void submit()}
    >
      {errors.map((message) => (
        <Typography key={message} role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ))}
    </ConfirmationFrame>
  );
}
