import Typography from '@mui/material/Typography';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { APP_NAME } from '../app-name.ts';
import { UserMenu } from './UserMenu.tsx';

/** App bar: menu toggle, the application name, the page's title, and the user menu (name, sign out). */
export function AppBar() {
  return (
    <RaAppBar color="primary" userMenu={<UserMenu />}>
      <Typography component="span" variant="h6" sx={{ fontWeight: 600, mr: 2, whiteSpace: 'nowrap' }}>
        {APP_NAME}
      </Typography>
      <TitlePortal variant="body1" sx={{ opacity: 0.85 }} />
    </RaAppBar>
  );
}
