import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../auth/logout.ts';
import { LOGIN_PATH } from '../../auth/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';

/** `/logout` (spec §2): signs out (auth/logout.ts) and goes to the sign-in page. The user menu links here. */
export function LogoutPage() {
  const t = useT();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(LOGIN_PATH, { replace: true }));
  }, [navigate]);
  return (
    <Box component="main" sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh', gap: 2 }}>
      <Spinner size="lg" />
      <Typography color="text.secondary">{t('shell.logout.busy')}</Typography>
    </Box>
  );
}
