import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { OnboardingCard } from './OnboardingCard.tsx';

export interface OnboardingDoneProps {
  /** The card's heading: the step's name. */
  heading: string;
  /** The line next to the tick ("Je passkey is toegevoegd"). */
  title: string;
  /** What that means for the step. */
  message: string;
  onContinue: () => void;
  /** The spinner on "Doorgaan" while the step is saved. */
  busy?: boolean;
}

/** A step that is saved: a tick, a line, what it means and "Doorgaan"; no way back under the card. */
export function OnboardingDone({ heading, title, message, onContinue, busy }: OnboardingDoneProps) {
  const t = useT();
  return (
    <OnboardingCard heading={heading} back={false}>
      <Box sx={{ display: 'grid', gap: 2.5, justifyItems: 'start' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <CheckCircleIcon color="success" aria-hidden />
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
        </Box>
        <Typography color="text.secondary">{message}</Typography>
        <Button loading={busy} onClick={onContinue}>
          {t('onboarding.continue')}
        </Button>
      </Box>
    </OnboardingCard>
  );
}
