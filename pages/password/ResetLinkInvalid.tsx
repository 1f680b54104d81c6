import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { LOGIN_PATH } from '../../auth/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { CardPage } from '../shared/CardPage.tsx';

export const FORGOT_PASSWORD_PATH = '/password/forgot';

/**
 * A reset link that no longer works (used, expired, ended by a newer one, or never issued), said as soon as the
 * page opens, with the next step: ask for a new link. No form: there is nothing to fill in.
 */
export function ResetLinkInvalid({ message }: { message: string }) {
  const t = useT();
  return (
    <CardPage heading={t('password.reset.linkInvalidHeading')}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        <Typography>{message}</Typography>
        <Button component={RouterLink} href={FORGOT_PASSWORD_PATH} fullWidth>
          {t('password.reset.requestNew')}
        </Button>
        <Link component={RouterLink} to={LOGIN_PATH} underline="hover" sx={{ justifySelf: 'start' }}>
          {t('password.forgot.backToLogin')}
        </Link>
      </Box>
    </CardPage>
  );
}
