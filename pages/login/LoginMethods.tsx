import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';

export interface LoginMethodsProps {
  /** "Inloggen met een passkey", where the browser can use passkeys; absent: no button. */
  passkey?: { onClick: () => void; busy: boolean; error: string | null };
}

/**
 * Below the password form on /login: "of", then the other ways to sign in: a passkey (where the browser has
 * WebAuthn; its code loads on the click, LoginPage) and a code by email. Social sign-in (Apple, Google,
 * Microsoft) follows, for the providers the server has configured (LoginPage, SocialButtons).
 */
export function LoginMethods({ passkey }: LoginMethodsProps) {
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
      {passkey && (
        <Button theme="secondary" fullWidth loading={passkey.busy} onClick={passkey.onClick}>
          {t('login.withPasskey')}
        </Button>
      )}
      {passkey?.error && (
        <Typography role="alert" color="error" variant="body2">
          {passkey.error}
        </Typography>
      )}
      <Button theme="secondary" fullWidth component={Link} href={`/login/email${search}`}>
        {t('login.withEmailCode')}
      </Button>
    </Box>
  );
}
