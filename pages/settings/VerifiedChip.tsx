import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import Chip from '@mui/material/Chip';
import { useT } from '../../i18n/react.tsx';

/** "Bevestigd" (green) or "Niet bevestigd" (orange) beside an email address or phone number. */
export function VerifiedChip({ verified }: { verified: boolean }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={verified ? 'success' : 'warning'}
      icon={verified ? <CheckCircleIcon /> : <ErrorOutlineIcon />}
      label={t(verified ? 'settings.verified' : 'settings.notVerified')}
    />
  );
}
