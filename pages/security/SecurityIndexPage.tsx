import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Suspense, type ComponentType } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { LoadError } from '../settings/LoadError.tsx';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { SettingsPage } from '../settings/SettingsPage.tsx';
import { SECURITY_EXTRA_PANELS } from './extra-panels.ts';
import { ProvidersCard } from './ProvidersCard.tsx';
import { SECURITY_PATHS } from './security-paths.ts';
import { useSecuritySettings } from './use-security-settings.ts';

export interface SecurityIndexPageProps {
  /** Panels of other areas after this page's own (default the slot of extra-panels.ts). */
  extraPanels?: readonly ComponentType[];
}

/**
 * `/settings/security` (spec §2): login activity, password, two-step verification (each a summary and a link to
 * its page), the linked sign-in accounts, then the panels other areas add.
 */
export function SecurityIndexPage({ extraPanels = SECURITY_EXTRA_PANELS }: SecurityIndexPageProps) {
  const t = useT();
  const settings = useSecuritySettings();
  const data = settings.data;
  return (
    <SettingsPage heading={t('settings.security.heading')} intro={t('settings.security.intro')}>
      {settings.isPending && <Spinner />}
      {settings.isError && <LoadError onRetry={() => void settings.refetch()} />}
      {data && (
        <>
          <Summary
            heading={t('settings.security.activity.heading')}
            text={t('settings.security.activity.summary')}
            to={SECURITY_PATHS.loginActivity}
            action={t('settings.security.activity.open')}
          />
          <Summary
            heading={t('settings.security.password.heading')}
            text={t(
              data.hasPassword
                ? 'settings.security.password.summarySet'
                : 'settings.security.password.summaryNone',
            )}
            to={SECURITY_PATHS.updatePassword}
            action={t(
              data.hasPassword ? 'settings.security.password.change' : 'settings.security.password.set',
            )}
          />
          <Summary
            heading={t('settings.security.mfa.heading')}
            text={t('settings.security.mfa.summary', {
              method: data.preferredOtp
                ? t(`settings.security.mfa.methods.${data.preferredOtp}`)
                : t('settings.security.mfa.notSet'),
            })}
            to={SECURITY_PATHS.mfa}
            action={t('settings.security.mfa.open')}
          />
          <ProvidersCard settings={data} />
        </>
      )}
      {extraPanels.map((Panel, index) => (
        <Suspense key={index} fallback={null}>
          <Panel />
        </Suspense>
      ))}
    </SettingsPage>
  );
}

function Summary({
  heading,
  text,
  to,
  action,
}: {
  heading: string;
  text: string;
  to: string;
  action: string;
}) {
  return (
    <SettingsCard heading={heading}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 280px' }}>
          {text}
        </Typography>
        <Button theme="secondary" component={RouterLink} href={to}>
          {action}
        </Button>
      </Box>
    </SettingsCard>
  );
}
