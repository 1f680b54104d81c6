import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import type { ContactChannel } from './contact-api.ts';
import { useShownContact } from './useShownContact.ts';

export interface DoneStepProps {
  channel: ContactChannel;
  value: string;
  finishLabel: string;
  onFinish: () => void;
  headingLevel: 'h1' | 'h2';
}

/** Step 3: the address or number is verified; the caller's button moves on. */
export function DoneStep({ channel, value, finishLabel, onFinish, headingLevel }: DoneStepProps) {
  const t = useT();
  const shown = useShownContact(channel);
  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" aria-hidden />
        <Typography variant="h2" component={headingLevel} sx={{ fontSize: '1.25rem' }}>
          {t(`contact.${channel}.doneHeading`)}
        </Typography>
      </Box>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {t(`contact.${channel}.doneMessage`, { value: shown(value) })}
      </Typography>
      <Button onClick={onFinish} autoFocus>
        {finishLabel}
      </Button>
    </Box>
  );
}
