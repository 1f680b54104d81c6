import { useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from './Button.tsx';
import type { ButtonSize, ButtonTheme } from './button-themes.ts';
import { useCountdown } from './useCountdown.ts';

/** Resend cooldown for email and SMS codes (spec §9), for callers that got no end time from the server. */
export const RESEND_COOLDOWN_MS = 60_000;

export interface ResendButtonProps {
  /** End of the cooldown (epoch ms) as the server reported it, or null when no countdown runs. */
  endsAt: number | null;
  /** Sends the code again; the button shows a spinner until it settles. Errors are the caller's to report. */
  onResend: () => Promise<unknown>;
  disabled?: boolean;
  /** tertiary by default. */
  theme?: ButtonTheme;
  size?: ButtonSize;
}

/** "Code opnieuw versturen", disabled and showing the seconds left while a cooldown runs. */
export function ResendButton({
  endsAt,
  onResend,
  disabled = false,
  theme = 'tertiary',
  size,
}: ResendButtonProps) {
  const t = useT();
  const seconds = useCountdown(endsAt);
  const [sending, setSending] = useState(false);
  const resend = () => {
    setSending(true);
    onResend()
      .catch(() => undefined)
      .finally(() => setSending(false));
  };
  return (
    <Button theme={theme} size={size} disabled={disabled || seconds > 0} loading={sending} onClick={resend}>
      {seconds > 0 ? t('ui.resendIn', { seconds }) : t('ui.resend')}
    </Button>
  );
}
