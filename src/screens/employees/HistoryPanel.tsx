import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { ExtensionProps } from '../../framework/extensions.ts';
import { PanelFrame } from '../../framework/show/PanelFrame.tsx';
import { employeeApi, type HistoryEntry } from './employee-api.ts';
import { formatMoment } from '../../ui/format.ts';

/**
 * "Geschiedenis": who did what to the employee, newest first, 25 at a time ("Meer laden" follows `links.next`).
 * Shown only to users with view_employee_action_history (the panel's `permissions` in ./index.ts).
 */
export default function HistoryPanel({ record, resource }: ExtensionProps) {
  const translate = useTranslate();
  const history = useInfiniteQuery({
    queryKey: [resource.name, 'history', String(record.id)],
    queryFn: ({ pageParam, signal }) => employeeApi.history(record.id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.links?.next ?? null,
  });
  const entries = history.data?.pages.flatMap((page) => page.data) ?? [];

  return (
    <PanelFrame title={translate('screens.employees.history.title')}>
      {history.isPending ? (
        <Skeleton width="70%" />
      ) : history.isError && entries.length === 0 ? (
        <Typography variant="body2" color="error">
          {translate('common.error')}
        </Typography>
      ) : entries.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('screens.employees.history.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={translate('screens.employees.history.title')}>
          {entries.map((entry) => (
            <HistoryItem key={entry.id} entry={entry} />
          ))}
        </List>
      )}
      {history.hasNextPage && (
        <Box sx={{ mt: 1 }}>
          <Button onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
            {translate('screens.employees.history.more')}
          </Button>
        </Box>
      )}
    </PanelFrame>
  );
}

/** Fields of the history that are not fields of the definition. */
const EXTRA_FIELDS = [
  'regions',
  'account',
  'archivedAt',
  'archivedBy',
  'archiveReason',
  'accountState',
  'blockedReason',
];

function HistoryItem({ entry }: { entry: HistoryEntry }) {
  const translate = useTranslate();
  const fieldLabel = (name: string) =>
    EXTRA_FIELDS.includes(name)
      ? translate(`screens.employees.history.fields.${name}`)
      : translate(`resources.employees.fields.${name}`, { _: name });
  const changes = entry.changes ?? {};
  // Archiving records three fields; its reason says more than their names.
  const reason = changes.archiveReason?.after;
  const fields = Object.keys(changes).filter(
    (name) => !['updatedAt', 'createdAt', 'archivedAt', 'archivedBy', 'archiveReason'].includes(name),
  );
  return (
    <ListItem disableGutters divider sx={{ display: 'block' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {translate(`screens.employees.history.actions.${entry.action}`, { _: entry.action })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('screens.employees.history.byOn', {
          actor: entry.actorName ?? translate('screens.employees.history.unknownActor'),
          date: formatMoment(entry.createdAt),
        })}
      </Typography>
      {fields.length > 0 && entry.action !== 'createEmployee' && (
        <Typography variant="body2">
          {translate('screens.employees.history.changed', { fields: fields.map(fieldLabel).join(', ') })}
        </Typography>
      )}
      {typeof reason === 'string' && reason && (
        <Typography variant="body2">{translate('screens.employees.history.reason', { reason })}</Typography>
      )}
    </ListItem>
  );
}
