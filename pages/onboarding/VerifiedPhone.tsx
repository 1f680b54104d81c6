import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { useReadablePhone } from './use-readable-phone.ts';

/** A phone number that is verified already: said so, as people read it, with the way on. */
export function VerifiedPhone({ phone, onNext }: { phone: string; onNext: () => void }) {
  const t = useT();
  const formatPhone = useReadablePhone();
  return (
    <Box sx={{ display: 'grid', gap: 2.5, justifyItems: 'start' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <CheckCircleIcon color="success" aria-hidden />
        <Typography>{t('onboarding.verifyPhone.verified', { phone: formatPhone(phone) })}</Typography>
      </Box>
      <Button onClick={onNext}>{t('onboarding.nextStep')}</Button>
    </Box>
  );
}
