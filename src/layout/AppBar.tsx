import Typography from '@mui/material/Typography';
import { AppBar as RaAppBar, TitlePortal } from 'react-admin';
import { APP_NAME } from '../app-name.ts';
import { UserMenu } from './UserMenu.tsx';

/**
 * App bar: menu toggle, the application name (from 600 px up; a phone needs the room for the page title and the
 * user menu), the page's title, and the user menu (name, sign out). No language menu: the interface is Dutch.
 */
export function AppBar() {
  return (
    <RaAppBar color="primary" userMenu={<UserMenu />}>
      <Typography
        component="span"
        variant="h6"
        sx={{ display: { xs: 'none', sm: 'inline' }, fontWeight: 600, mr: 2, whiteSpace: 'nowrap' }}
      >
        {APP_NAME}
      </Typography>
      <TitlePortal variant="body1" sx={{ opacity: { xs: 1, sm: 0.85 }, minWidth: 0 }} />
    </RaAppBar>
  );
}
