import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useT } from '../../i18n/react.tsx';
import { DashboardCard } from './DashboardCard.tsx';
import type { DashboardSession } from './dashboard-data.ts';
import { formatDateTime } from '../ui/format.ts';
import { describeUserAgent } from './user-agent.ts';

/** The user's latest sessions: device, IP address, last activity, and which one is this device. */
export function RecentSessions({ sessions }: { sessions: DashboardSession[] }) {
  const t = useT();
  return (
    <DashboardCard
      title={t('dashboard.recentSessions')}
      empty={sessions.length === 0 ? t('dashboard.noSessions') : null}
    >
      <List disablePadding>
        {sessions.map((session, index) => {
          const device = describeUserAgent(session.userAgent);
          const details = [
            session.ip,
            session.lastActiveAt
              ? t('dashboard.lastActive', { time: formatDateTime(session.lastActiveAt) })
              : '',
          ].filter(Boolean);
          return (
            <ListItem
              key={session.id}
              divider={index < sessions.length - 1}
              disableGutters
              sx={{ gap: 1, flexWrap: 'wrap' }}
            >
              <ListItemText
                primary={t('dashboard.device', {
                  browser: device.browser ?? t('dashboard.unknownBrowser'),
                  os: device.os ?? t('dashboard.unknownOs'),
                })}
                secondary={details.join(' · ')}
              />
              {session.current && <Chip size="small" color="primary" label={t('dashboard.thisDevice')} />}
              <Chip
                size="small"
                variant="outlined"
                color={session.active ? 'success' : 'default'}
                label={t(session.active ? 'dashboard.active' : 'dashboard.ended')}
              />
            </ListItem>
          );
        })}
      </List>
    </DashboardCard>
  );
}
