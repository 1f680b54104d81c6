import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { endOtherSessions, endSession, type UserSession } from './security-api.ts';
import { deviceName } from './device-name.ts';
import { formatDateTime } from '../../src/ui/format.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';
import { useSessions } from './use-security-settings.ts';

/**
 * The user's sessions (`GET /user/sessions`): device, IP, last active, "Dit apparaat" first; "Uitloggen" ends one
 * other session, "Alle andere sessies uitloggen" all of them, each after a confirmation.
 */
export function SessionsCard() {
  const t = useT();
  const { busy, act } = useConfirmedAction();
  const query = useSessions();
  const sessions = [...(query.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));
  const others = sessions.filter((session) => !session.current);

  const logoutOne = (session: UserSession) =>
    act(
      session.id,
      {
        title: t('settings.security.activity.logoutTitle'),
        message: t('settings.security.activity.logoutMessage', { device: deviceName(t, session) }),
        confirmLabel: t('settings.security.activity.logout'),
        danger: true,
      },
      () => endSession(session.id),
      t('settings.security.activity.loggedOut'),
    );

  const logoutOthers = () =>
    act(
      'others',
      {
        title: t('settings.security.activity.logoutAllTitle'),
        message: t('settings.security.activity.logoutAllMessage'),
        confirmLabel: t('settings.security.activity.logoutAll'),
        danger: true,
      },
      endOtherSessions,
      t('settings.security.activity.loggedOutAll'),
    );

  return (
    <SettingsCard heading={t('settings.security.activity.sessions')}>
      {query.isPending && <Spinner />}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {sessions.map((session, index) => (
        <Fragment key={session.id}>
          {index > 0 && <Divider sx={{ my: 1.5 }} />}
          <Box data-testid="session" sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{deviceName(t, session)}</Typography>
                {session.current && (
                  <Chip size="small" color="primary" label={t('settings.security.activity.thisDevice')} />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[
                  session.ip && t('settings.security.activity.ip', { ip: session.ip }),
                  t('settings.security.activity.lastActive', {
                    time: formatDateTime(session.lastActiveAt),
                  }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
            </Box>
            {!session.current && (
              <Button
                theme="secondary"
                size="small"
                loading={busy === session.id}
                disabled={busy !== null}
                onClick={() => void logoutOne(session)}
                aria-label={`${t('settings.security.activity.logout')}: ${deviceName(t, session)}`}
              >
                {t('settings.security.activity.logout')}
              </Button>
            )}
          </Box>
        </Fragment>
      ))}
      {query.isSuccess && (
        <Box sx={{ mt: 2.5 }}>
          {others.length === 0 ? (
            <Typography color="text.secondary">{t('settings.security.activity.noOtherSessions')}</Typography>
          ) : (
            <Button
              theme="danger"
              loading={busy === 'others'}
              disabled={busy !== null}
              onClick={() => void logoutOthers()}
            >
              {t('settings.security.activity.logoutAll')}
            </Button>
          )}
        </Box>
      )}
    </SettingsCard>
  );
}
