import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CurrentUser } from '../../auth/current-user.ts';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { usePhoneFormat } from '../../src/ui/usePhoneFormat.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { VerifiedChip } from '../settings/VerifiedChip.tsx';
import { ACCOUNT_PATHS } from './account-paths.ts';

/**
 * Email address and phone number, each with its verified indicator and a link to the three-step flow:
 * "Bevestigen" while not verified, "Wijzigen" once it is, "Toevoegen" without a phone number. The number shows as
 * people read it ("06 48 27 19 53").
 */
export function ContactCard({ user }: { user: CurrentUser }) {
  const t = useT();
  const formatPhone = usePhoneFormat();
  const rows = [
    {
      key: 'email',
      label: t('settings.account.contact.email'),
      value: user.email,
      verified: user.emailVerified === true,
      to: ACCOUNT_PATHS.verifyEmail,
    },
    {
      key: 'phone',
      label: t('settings.account.contact.phone'),
      value: formatPhone(user.phone ?? ''),
      verified: user.phoneVerified === true,
      to: ACCOUNT_PATHS.verifyPhone,
    },
  ];
  return (
    <SettingsCard heading={t('settings.account.contact.heading')}>
      {rows.map((row, index) => (
        <Fragment key={row.key}>
          {index > 0 && <Divider sx={{ my: 2 }} />}
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
              <Typography variant="body2" color="text.secondary">
                {row.label}
              </Typography>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {row.value || t('settings.account.contact.noPhone')}
                </Typography>
                {row.value && <VerifiedChip verified={row.verified} />}
              </Box>
            </Box>
            <Button
              theme="secondary"
              size="small"
              component={RouterLink}
              href={row.to}
              aria-label={`${row.label}: ${actionLabel(t, row.value, row.verified)}`}
            >
              {actionLabel(t, row.value, row.verified)}
            </Button>
          </Box>
        </Fragment>
      ))}
    </SettingsCard>
  );
}

function actionLabel(t: (key: string) => string, value: string, verified: boolean): string {
  if (!value) return t('settings.account.contact.add');
  return t(verified ? 'settings.account.contact.change' : 'settings.account.contact.verify');
}
