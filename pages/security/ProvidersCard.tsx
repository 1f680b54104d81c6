import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { Fragment, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import { inDutchList } from './dutch-list.ts';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useConfirm } from '../../src/ui/useConfirm.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { startIdentityLink } from '../../auth/social-login.ts';
import { IDENTITY_PROVIDERS, type IdentityProvider } from '../../contract/enums.ts';
import { unlink, type SecuritySettings } from './security-api.ts';
import { SECURITY_PATHS } from './security-paths.ts';
import { useRefreshSecurity } from './use-security-settings.ts';

/** Sends the browser to the provider (a full page load: the provider's own pages). */
export const goTo = { url: (url: string) => window.location.assign(url) };

/**
 * Apple, Google and Microsoft (the configured ones, and any still linked; the intro names just these): "Koppelen" → `POST
 * /user/setup-{provider}-idp` (auth/social-login.ts, which remembers to come back here) and on to the provider, back
 * through /o/oauth2-callback; "Ontkoppelen" after
 * a confirmation. The server refuses to remove the last way to sign in: its message is shown here.
 */
export function ProvidersCard({ settings }: { settings: SecuritySettings }) {
  const t = useT();
  const confirm = useConfirm();
  const refresh = useRefreshSecurity();
  const [busy, setBusy] = useState<IdentityProvider | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const linked = new Map(settings.identities.map((identity) => [identity.provider, identity]));
  const shown = IDENTITY_PROVIDERS.filter(
    (provider) => settings.providers.includes(provider) || linked.has(provider),
  );

  async function link(provider: IdentityProvider) {
    setBusy(provider);
    setProblem(null);
    try {
      goTo.url(await startIdentityLink(provider, SECURITY_PATHS.index));
    } catch {
      // Reported by the HTTP client (or the re-confirmation was declined).
      setBusy(null);
    }
  }

  async function remove(provider: IdentityProvider) {
    const name = t(`settings.security.providers.names.${provider}`);
    const { confirmed } = await confirm({
      title: t('settings.security.providers.unlinkTitle', { provider: name }),
      message: t('settings.security.providers.unlinkMessage', { provider: name }),
      confirmLabel: t('settings.security.providers.unlink'),
      danger: true,
    });
    if (!confirmed) return;
    setBusy(provider);
    setProblem(null);
    try {
      await unlink(provider);
      toast.success(t('settings.security.providers.unlinked', { provider: name }));
      await refresh();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setProblem([error.message, ...Object.values(error.errors).flat()].filter(unique).join(' '));
      }
    } finally {
      setBusy(null);
    }
  }

  return (
    <SettingsCard
      heading={t('settings.security.providers.heading')}
      intro={
        shown.length > 0
          ? t('settings.security.providers.intro', {
              providers: inDutchList(
                shown.map((provider) => t(`settings.security.providers.names.${provider}`)),
              ),
            })
          : undefined
      }
    >
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {shown.length === 0 && (
        <Typography color="text.secondary">{t('settings.security.providers.noneConfigured')}</Typography>
      )}
      {shown.map((provider, index) => {
        const identity = linked.get(provider);
        const name = t(`settings.security.providers.names.${provider}`);
        return (
          <Fragment key={provider}>
            {index > 0 && <Divider sx={{ my: 1.5 }} />}
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
              <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {identity
                    ? identity.email
                      ? t('settings.security.providers.linked', { email: identity.email })
                      : t('settings.security.providers.linkedNoEmail')
                    : t('settings.security.providers.notLinked')}
                </Typography>
              </Box>
              <Button
                theme="secondary"
                size="small"
                loading={busy === provider}
                disabled={busy !== null}
                onClick={() => void (identity ? remove(provider) : link(provider))}
                aria-label={`${name}: ${t(identity ? 'settings.security.providers.unlink' : 'settings.security.providers.link')}`}
              >
                {t(identity ? 'settings.security.providers.unlink' : 'settings.security.providers.link')}
              </Button>
            </Box>
          </Fragment>
        );
      })}
    </SettingsCard>
  );
}

const unique = (value: string, index: number, all: string[]) => all.indexOf(value) === index;
