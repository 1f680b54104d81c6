import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MuiLink from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../auth/session-store.ts';
import type { AdminResource } from '../framework/admin-model.ts';
import { useAdminModel } from '../framework/AdminModelContext.tsx';
import { labelsOf } from '../framework/labels.ts';
import type { LatestChange } from './dashboard-data.ts';
import { DashboardCard } from './DashboardCard.tsx';
import { formatDateTime } from '../ui/format.ts';

/**
 * The record's page: its show page (its form where a resource has none); an archived record's page in the archive,
 * which needs the resource's own permission. A deleted record has none.
 */
function pageOf(
  resource: AdminResource | undefined,
  change: LatestChange,
  permissions: readonly string[],
): string | null {
  if (!resource) return null;
  if (change.recordState === 'archived') {
    const mayOpen = permissions.includes(resource.definition.permission);
    return resource.archive && mayOpen ? resource.archive.paths.show(change.recordId) : null;
  }
  if (change.recordState !== 'present') return null;
  const { operations } = resource.definition;
  if (operations.includes('show')) return resource.paths.show(change.recordId);
  return operations.includes('edit') ? resource.paths.edit(change.recordId) : null;
}

/** What was done to which record, by whom and when, newest first; linked to the record's page while it has one. */
export function LatestChangesCard({ changes }: { changes: LatestChange[] }) {
  const t = useTranslate();
  const labels = labelsOf(t);
  const model = useAdminModel();
  const permissions = useSession().userPermissions ?? [];
  return (
    <DashboardCard
      title={t('dashboard.changes.title')}
      empty={changes.length === 0 ? t('dashboard.changes.empty') : null}
    >
      <List dense disablePadding>
        {changes.map((change, index) => {
          const resource = model.byDefinition.get(change.resource);
          const what = resource ? labels.singular(resource.definition) : change.resource;
          const record = change.recordName
            ? t('dashboard.changes.record', { resource: what, name: change.recordName })
            : what;
          const sentence = t(`dashboard.changes.kinds.${change.kind}`, { record });
          const time = change.createdAt ? formatDateTime(change.createdAt) : '–';
          const to = pageOf(resource, change, permissions);
          return (
            <ListItem key={change.id} disableGutters divider={index < changes.length - 1}>
              <ListItemText
                slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                primary={
                  to ? (
                    <MuiLink component={RouterLink} to={to} underline="hover">
                      {sentence}
                    </MuiLink>
                  ) : (
                    sentence
                  )
                }
                secondary={
                  change.actorName === undefined
                    ? time
                    : t('dashboard.changes.byOn', {
                        actor: change.actorName ?? t('dashboard.changes.unknownActor'),
                        time,
                      })
                }
              />
            </ListItem>
          );
        })}
      </List>
    </DashboardCard>
  );
}
