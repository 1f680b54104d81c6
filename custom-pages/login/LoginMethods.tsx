import Box from '@mui/material/Box';
import { Link, useLocation } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';

/** Another way to sign in than the password form: a link to its page. */
interface SignInMethodLink {
  /** Message key of the link text. */
  labelKey: string;
  /** The page that signs in this way. */
  path: string;
}

/**
 * The ways to sign in besides the password form, in order. Social sign-in (Apple, Google, Microsoft) joins this
 * list when the server tells the SPA which providers are configured (a later change): each configured provider
 * then gets a button that starts `POST /auth/login-with-{provider}`. Until then there are no buttons that would
 * do nothing.
 */
const METHODS: readonly SignInMethodLink[] = [{ labelKey: 'login.withEmailCode', path: '/login/email' }];

/** Below the password form on /login: "of", then one button per other way to sign in. Lazily loaded. */
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
      {METHODS.map((method) => (
        <Button
          key={method.path}
          theme="secondary"
          fullWidth
          component={Link}
          href={`${method.path}${search}`}
        >
          {t(method.labelKey)}
        </Button>
      ))}
    </Box>
  );
}
