import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { LoginResult } from '../../auth/login.ts';
import { passkeyErrorMessages, SIGN_IN_TEXTS } from '../../auth/passkeys/passkey-messages.ts';
import { assertWithPasskey } from '../../auth/passkeys/webauthn.ts';
import { passkeyNl } from '../../i18n/nl/passkey.ts';
import { useT } from '../../i18n/react.tsx';
import { WithTexts } from '../../i18n/with-texts.tsx';
import { isApiError, type ApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';

export interface PasskeyStepProps {
  /** The sign-in challenge (its id). */
  challenge: string;
  /** "Dit apparaat onthouden", when the page offers it. */
  trustDevice?: boolean;
  /** The next step, as the page's other methods answer it (second step, onboarding, signed in). */
  onResult: (result: LoginResult) => Promise<void>;
  /** 401 (the challenge expired) and 429 (the wait): the page answers them as for its other methods. */
  onApiError: (error: ApiError) => void;
}

/**
 * The passkey as second step (`/login/verify-challenge/{id}?method=passkey`): "Gebruik je passkey" opens the
 * browser's prompt (`POST /auth/passkey-options` `{ challenge }`), then `POST /auth/complete-passkey-challenge`
 * `{ challenge, response, trustDevice }`. A closed prompt or an unknown passkey says so under the button; the
 * library and its calls load on the click.
 */
export function PasskeyStep(props: PasskeyStepProps) {
  return (
    <WithTexts areas={[passkeyNl]}>
      <PasskeyButton {...props} />
    </WithTexts>
  );
}

function PasskeyButton({ challenge, trustDevice = false, onResult, onApiError }: PasskeyStepProps) {
  const t = useT();
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  async function use() {
    setBusy(true);
    setErrors([]);
    try {
      const result = await assertWithPasskey({ kind: 'second-step', challenge, trustDevice });
      if (result) await onResult(result);
    } catch (error) {
      setBusy(false);
      if (isApiError(error) && (error.status === 401 || error.status === 429)) onApiError(error);
      else setErrors(passkeyErrorMessages(error, t, SIGN_IN_TEXTS));
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Button fullWidth loading={busy} onClick={() => void use()}>
        {t('passkey.step.use')}
      </Button>
      {errors.map((message) => (
        <Typography key={message} role="alert" color="error" variant="body2">
          {message}
        </Typography>
      ))}
    </Box>
  );
}
