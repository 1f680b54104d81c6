import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Chip from '@mui/material/Chip';
import type { AttemptOutcome } from '../../contract/enums.ts';
import { useT } from '../../i18n/react.tsx';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { deviceName } from './device-name.ts';
import { formatDateTime } from '../../src/ui/format.ts';
import type { SignInEvent } from './security-api.ts';

const OUTCOME_COLORS: Record<AttemptOutcome, 'success' | 'error' | 'warning'> = {
  success: 'success',
  failure: 'error',
  throttled: 'warning',
};

/** The last sign-in attempts on the account ('recentSignIns' of `GET /user/security-settings`). */
export function RecentSignInsCard({ events }: { events: readonly SignInEvent[] }) {
  const t = useT();
  return (
    <SettingsCard heading={t('settings.security.activity.recent')}>
      {events.length === 0 ? (
        <Typography color="text.secondary">{t('settings.security.activity.noRecent')}</Typography>
      ) : (
        // On a phone the table scrolls sideways inside the card: a focusable, named region for keyboards.
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
                    <Chip
                      size="small"
                      variant="outlined"
                      color={OUTCOME_COLORS[event.outcome]}
                      label={t(`settings.security.activity.outcomes.${event.outcome}`)}
                    />
                  </TableCell>
                  <TableCell>{deviceName(t, event)}</TableCell>
                  <TableCell>{event.ip}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SettingsCard>
  );
}
