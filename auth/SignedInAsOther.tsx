import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useT } from '../i18n/react.tsx';
import { Button } from '../src/ui/Button.tsx';
import { fullName, type CurrentUser } from './current-user.ts';
import { logout } from './logout.ts';

export interface SignedInAsOtherProps {
  user: CurrentUser;
  /** The address of the link that was opened (`?email=`). */
  invitedEmail: string;
  /** "Doorgaan als …": go where the guard would have sent the signed-in user. */
  onContinue: () => void;
}

/**
 * /login or /login/email opened with `?email=x` while another user is signed in: say who is signed in and let the
 * visitor choose to continue as that user or to sign out and sign in as x (docs/decisions.md "Sign-in pages").
 * Signing out turns the session Unauthenticated, so the guard then shows the sign-in page with x filled in.
 * Lazily loaded by auth/guards.tsx.
 */
export function SignedInAsOther({ user, invitedEmail, onContinue }: SignedInAsOtherProps) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const name = fullName(user) || user.email;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: { xs: 1, sm: 2 } }}>
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 480, p: { xs: 2, sm: 5 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.375rem', sm: '1.5rem' }, mb: 1 }}>
          {t('login.signedInAs.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {t('login.signedInAs.message', { name, email: user.email, invited: invitedEmail })}
        </Typography>
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Button fullWidth onClick={onContinue} disabled={busy}>
            {t('login.signedInAs.continue', { name })}
          </Button>
          <Button
            theme="secondary"
            fullWidth
            loading={busy}
            onClick={() => {
              setBusy(true);
              void logout();
            }}
            sx={{ overflowWrap: 'anywhere' }}
          >
            {t('login.signedInAs.switch', { invited: invitedEmail })}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
