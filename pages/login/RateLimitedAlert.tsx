import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/react.tsx';
import { useCountdown } from '../../src/ui/useCountdown.ts';
import { rateLimitedMessage, type RateLimitArea } from './rate-limit.ts';

export interface RateLimitedAlertProps {
  /** When trying again makes sense (epoch ms), or null when the server named no time. */
  until: number | null;
  area?: RateLimitArea;
}

/**
 * A 429: the sentence of spec §8, and below it the wait counting down (gone when it is over). The countdown is not
 * a live region of its own: the alert is announced once, not every second.
 */
export function RateLimitedAlert({ until, area = 'challenge' }: RateLimitedAlertProps) {
  const t = useT();
  const seconds = useCountdown(until);
  const [sentence, wait] = rateLimitedMessage(t, until === null ? null : seconds, area);
  return (
    <Alert severity="error" role="alert">
      <Box component="span" sx={{ display: 'block' }}>
        {sentence}
      </Box>
      {wait && (
        <Box component="span" aria-live="off" sx={{ display: 'block', mt: 0.5 }}>
          {wait}
        </Box>
      )}
    </Alert>
  );
}
