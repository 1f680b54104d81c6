import LogoutIcon from '@mui/icons-material/Logout';
import PersonIcon from '@mui/icons-material/PersonOutline';
import SecurityIcon from '@mui/icons-material/SecurityOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { UserMenu as RaUserMenu, useTranslate, useUserMenu } from 'react-admin';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { fullName } from '../../auth/current-user.ts';
import { LOGOUT_PATH } from '../../auth/paths.ts';
import { useSession } from '../../auth/session-store.ts';

/**
 * react-admin's user menu (its button shows the user's name and avatar on wider screens) opening on the user's
 * name and email, which small screens otherwise never show, the links to "Account" and "Beveiliging", and
 * "Uitloggen" via `/logout`.
 */
export function UserMenu() {
  return (
    <RaUserMenu>
      <UserMenuHeader />
      <LinkMenuItem
        to="/settings/account"
        icon={<PersonIcon fontSize="small" />}
        label="shell.userMenu.account"
      />
      <LinkMenuItem
        to="/settings/security"
        icon={<SecurityIcon fontSize="small" />}
        label="shell.userMenu.security"
      />
      <Divider />
      <SignOutMenuItem />
    </RaUserMenu>
  );
}

function UserMenuHeader() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Box>
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{fullName(user)}</Typography>
        <Typography variant="body2" color="text.secondary">
          {user.email}
        </Typography>
      </Box>
      <Divider />
    </Box>
  );
}

function LinkMenuItem({ to, icon, label }: { to: string; icon: ReactNode; label: string }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem component={RouterLink} to={to} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

function SignOutMenuItem() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        navigate(LOGOUT_PATH);
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('shell.userMenu.logout')}</ListItemText>
    </MenuItem>
  );
}
