import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../auth/session-store.ts';
import { useAdminModel } from '../framework/AdminModelContext.tsx';
import { labelsOf } from '../framework/labels.ts';
import { ResourceIcon } from '../framework/ResourceIcon.tsx';
import { DashboardCard } from './DashboardCard.tsx';

/**
 * The menu's areas the user manages (holds the definition's own permission, not only a read permission), with
 * the menu's icons: the shortest way to the work.
 */
export function QuickLinksCard() {
  const t = useTranslate();
  const labels = labelsOf(t);
  const { userPermissions } = useSession();
  const managed = useAdminModel().resources.filter(
    ({ definition }) =>
      definition.menu &&
      definition.operations.includes('list') &&
      (userPermissions ?? []).includes(definition.permission),
  );
  return (
    <DashboardCard
      title={t('dashboard.quickLinks.title')}
      empty={managed.length === 0 ? t('dashboard.quickLinks.empty') : null}
    >
      <List dense disablePadding>
        {managed.map(({ name, definition, paths }) => (
          <ListItem key={name} disablePadding>
            <ListItemButton component={RouterLink} to={paths.list} sx={{ borderRadius: 1 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <ResourceIcon name={definition.icon} />
              </ListItemIcon>
              <ListItemText primary={labels.plural(definition)} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </DashboardCard>
  );
}
