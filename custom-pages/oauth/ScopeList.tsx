import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useT } from '../../i18n/react.tsx';
import type { OAuthScope } from './oauth-api.ts';

/** Permissions as a plain list, each in Dutch (oauth.scopes.*). */
export function ScopeList({ scopes }: { scopes: readonly OAuthScope[] }) {
  const t = useT();
  return (
    <List dense disablePadding>
      {scopes.map((scope) => (
        <ListItem key={scope} disableGutters>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <CheckCircleOutline color="success" fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={t(`oauth.scopes.${scope}`)} />
        </ListItem>
      ))}
    </List>
  );
}
