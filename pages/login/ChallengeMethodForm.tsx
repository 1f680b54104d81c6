import type { ChallengeMethod, CodeChannel } from '../../contract/enums.ts';
import Box from '@mui/material/Box';
import type { LoginResult } from '../../auth/login.ts';
import { useT } from '../../i18n/react.tsx';
import type { ApiError, FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { ResendButton } from '../../src/ui/ResendButton.tsx';
import { CodeForm } from './CodeForm.tsx';
import { sendsCode } from './method-path.ts';
import { PasskeyStep } from './PasskeyStep.tsx';
import { SecretForm } from './SecretForm.tsx';

/** The state of one code channel: whether a code went out, where to (masked), and when its cooldown ends. */
export interface ChannelState {
  sent: boolean;
  sentTo: string | null;
  /** Epoch ms; null when no cooldown runs. */
  resendAt: number | null;
}

export interface ChallengeMethodFormProps {
  challenge: string;
  method: ChallengeMethod;
  /** The state of the method's channel when it sends a code (email, SMS); null for the other methods. */
  channel: ChannelState | null;
  /** Whether the first code is on its way ("Verstuur code" shows it is busy). */
  sending: boolean;
  trustDevice: boolean;
  /** Sends the channel's first code. */
  onSend: (channel: CodeChannel) => void;
  onResend: (channel: CodeChannel) => Promise<void>;
  /** Completes the challenge with a code, password or backup code; field errors on a 422. */
  onSubmit: (secret: string) => Promise<FieldErrors | null>;
  onPasskeyResult: (result: LoginResult) => Promise<void>;
  onPasskeyError: (error: ApiError) => void;
}

/**
 * What the method in use asks for: email and SMS "Verstuur code", then the six boxes with a resend button; the
 * authenticator the six boxes; the passkey its prompt; password and backup code a field. Each form is keyed by its
 * method, so switching methods starts it afresh.
 */
export function ChallengeMethodForm({
  challenge,
  method,
  channel,
  sending,
  trustDevice,
  onSend,
  onResend,
  onSubmit,
  onPasskeyResult,
  onPasskeyError,
}: ChallengeMethodFormProps) {
  const t = useT();
  return (
    <>
      {channel && sendsCode(method) && !channel.sent && (
        <Button fullWidth loading={sending} onClick={() => onSend(method)}>
          {t('challenge.send')}
        </Button>
      )}
      {channel && sendsCode(method) && channel.sent && (
        <>
          <CodeForm key={method} onSubmit={onSubmit} />
          <Box sx={{ justifySelf: 'center' }}>
            <ResendButton endsAt={channel.resendAt} onResend={() => onResend(method)} />
          </Box>
        </>
      )}
      {method === 'passkey' && (
        <PasskeyStep
          challenge={challenge}
          trustDevice={trustDevice}
          onResult={onPasskeyResult}
          onApiError={onPasskeyError}
        />
      )}
      {method === 'totp' && <CodeForm key={method} onSubmit={onSubmit} />}
      {(method === 'password' || method === 'backup_code') && (
        <SecretForm key={method} kind={method} onSubmit={onSubmit} />
      )}
    </>
  );
}
