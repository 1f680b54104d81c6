import Box from '@mui/material/Box';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';

/**
 * Below the password form on /login: "of", then the other way to sign in, a code by email. Social sign-in
 * (Apple, Google, Microsoft) follows it, for the providers the server has configured (LoginPage, SocialButtons).
 */
export function LoginMethods() {
  const t = useT();
  // An invitation link's ?email= travels along.
  const { search } = useLocation();
  return (
    <Box sx={{ display: 'grid', gap: 2, mt: 3 }}>
      {/* "of" between two lines; a plain box, not MUI's Divider: this is on /login's initial code. */}
      <Box
        role="separator"
        aria-label={t('login.or')}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          color: 'text.secondary',
          typography: 'body2',
          '&::before, &::after': { content: '""', flex: 1, borderTop: 1, borderColor: 'divider' },
        }}
      >
        {t('login.or')}
      </Box>
      <Button theme="secondary" fullWidth component={Link} href={`/login/email${search}`}>
        {t('login.withEmailCode')}
      </Button>
    </Box>
  );
}
