import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { deviceName } from './device-name.ts';
import { formatDate, formatDateTime } from '../../src/ui/format.ts';
import {
  fetchTrustedDevices,
  forgetTrustedDevice,
  forgetTrustedDevices,
  SECURITY_KEYS,
  type TrustedDevice,
} from './security-api.ts';
import { useConfirmedAction } from './use-confirmed-action.ts';

/**
 * The devices where the user ticked "Dit apparaat 30 dagen onthouden" (`GET /user/trusted-devices`): browser and
 * system, since when and until when, last use, "Dit apparaat" first. "Vergeten" ends one, "Alle apparaten
 * vergeten" all of them, each after a confirmation (as the sessions above: all of them also needs a recent
 * re-confirmation, which the HTTP client asks for).
 */
export function TrustedDevicesCard() {
  const t = useT();
  const { busy, act } = useConfirmedAction();
  const query = useQuery({
    queryKey: SECURITY_KEYS.trustedDevices,
    queryFn: ({ signal }) => fetchTrustedDevices(signal),
    staleTime: 0,
  });
  const devices = [...(query.data ?? [])].sort((a, b) => Number(b.current) - Number(a.current));

  const forgetOne = (device: TrustedDevice) =>
    act(
      device.id,
      {
        title: t('settings.security.activity.forgetTitle'),
        message: t('settings.security.activity.forgetMessage', { device: deviceName(t, device) }),
        confirmLabel: t('settings.security.activity.forget'),
        danger: true,
      },
      () => forgetTrustedDevice(device.id),
      t('settings.security.activity.forgotten'),
    );

  const forgetAll = () =>
    act(
      'all',
      {
        title: t('settings.security.activity.forgetAllTitle'),
        message: t('settings.security.activity.forgetAllMessage'),
        confirmLabel: t('settings.security.activity.forgetAll'),
        danger: true,
      },
      forgetTrustedDevices,
      t('settings.security.activity.forgottenAll'),
    );

  return (
    <SettingsCard
      heading={t('settings.security.activity.trusted')}
      intro={devices.length > 0 ? t('settings.security.activity.trustedIntro') : undefined}
    >
      {query.isPending && <Spinner />}
      {query.isError && <LoadError onRetry={() => void query.refetch()} />}
      {devices.map((device, index) => (
        <Fragment key={device.id}>
          {index > 0 && <Divider sx={{ my: 1.5 }} />}
          <Box
            data-testid="trusted-device"
            sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Box sx={{ flex: '1 1 260px', minWidth: 0 }}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{deviceName(t, device)}</Typography>
                {device.current && (
                  <Chip size="small" color="primary" label={t('settings.security.activity.thisDevice')} />
                )}
              </Box>
              <Typography variant="body2" color="text.secondary">
                {[
                  `${t('settings.security.activity.trustedSince', { time: formatDate(device.trustedAt) })} ${t(
                    'settings.security.activity.trustedUntil',
                    { time: formatDate(device.trustedUntil) },
                  )}`,
                  t('settings.security.activity.lastUsed', { time: formatDateTime(device.lastUsedAt) }),
                ].join(' · ')}
              </Typography>
            </Box>
            <Button
              theme="secondary"
              size="small"
              loading={busy === device.id}
              disabled={busy !== null}
              onClick={() => void forgetOne(device)}
              aria-label={`${t('settings.security.activity.forget')}: ${deviceName(t, device)}`}
            >
              {t('settings.security.activity.forget')}
            </Button>
          </Box>
        </Fragment>
      ))}
      {query.isSuccess && (
        <Box sx={{ mt: devices.length > 0 ? 2.5 : 0 }}>
          {devices.length === 0 ? (
            <Typography color="text.secondary">{t('settings.security.activity.noTrusted')}</Typography>
          ) : (
            <Button
              theme="danger"
              loading={busy === 'all'}
              disabled={busy !== null}
              onClick={() => void forgetAll()}
            >
              {t('settings.security.activity.forgetAll')}
            </Button>
          )}
        </Box>
      )}
    </SettingsCard>
  );
}
