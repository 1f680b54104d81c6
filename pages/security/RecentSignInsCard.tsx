import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AttemptOutcome } from '../../contract/enums.ts';
import { useT } from '../../i18n/react.tsx';
import { formatDateTime } from '../../src/ui/format.ts';
import { useSmallScreen } from '../../src/ui/useSmallScreen.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { deviceName } from './device-name.ts';
import type { SignInEvent } from './security-api.ts';

const OUTCOME_COLORS: Record<AttemptOutcome, 'success' | 'error' | 'warning'> = {
  success: 'success',
  failure: 'error',
  throttled: 'warning',
};

type EventsProps = { events: readonly SignInEvent[] };

/**
 * The last sign-in attempts on the account ('recentSignIns' of `GET /user/security-settings`): a table, and on a
 * phone a list (five columns do not fit 390 px: the table's last columns were cut off at the card's edge).
 */
export function RecentSignInsCard({ events }: EventsProps) {
  const t = useT();
  const phone = useSmallScreen();
  return (
    <SettingsCard heading={t('settings.security.activity.recent')}>
      {events.length === 0 ? (
        <Typography color="text.secondary">{t('settings.security.activity.noRecent')}</Typography>
      ) : phone ? (
        <EventList events={events} />
      ) : (
        <EventTable events={events} />
      )}
    </SettingsCard>
  );
}

function OutcomeChip({ outcome }: { outcome: AttemptOutcome }) {
  const t = useT();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={OUTCOME_COLORS[outcome]}
      label={t(`settings.security.activity.outcomes.${outcome}`)}
    />
  );
}

function EventTable({ events }: EventsProps) {
  const t = useT();
  return (
    // A focusable, named region: a keyboard can scroll the table if a narrow window still cuts it off.
    <TableContainer tabIndex={0} role="region" aria-label={t('settings.security.activity.recentTable')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{t('settings.security.activity.columns.at')}</TableCell>
            <TableCell>{t('settings.security.activity.columns.method')}</TableCell>
            <TableCell>{t('settings.security.activity.columns.outcome')}</TableCell>
            <TableCell>{t('settings.security.activity.columns.device')}</TableCell>
            <TableCell>{t('settings.security.activity.columns.ip')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {events.map((event, index) => (
            <TableRow key={`${event.at}-${index}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(event.at)}</TableCell>
              <TableCell>{t(`settings.security.activity.methods.${event.method}`)}</TableCell>
              <TableCell>
                <OutcomeChip outcome={event.outcome} />
              </TableCell>
              <TableCell>{deviceName(t, event)}</TableCell>
              <TableCell>{event.ip}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** One attempt per item: when and how it ended on the first line; method, device and address under it. */
function EventList({ events }: EventsProps) {
  const t = useT();
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={`${event.at}-${index}`}
          sx={{ py: 1.25, borderTop: index > 0 ? 1 : 0, borderColor: 'divider' }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 600 }}>{formatDateTime(event.at)}</Typography>
            <OutcomeChip outcome={event.outcome} />
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {[
              t(`settings.security.activity.methods.${event.method}`),
              deviceName(t, event),
              t('settings.security.activity.ip', { ip: event.ip }),
            ].join(' · ')}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
