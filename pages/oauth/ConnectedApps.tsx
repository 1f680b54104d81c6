import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { oauthNl } from '../../i18n/nl/oauth.ts';
import { TranslateProvider, useT } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { Button } from '../../src/ui/Button.tsx';
import { LoadErrorAlert } from '../../src/ui/LoadErrorAlert.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { toast } from '../../src/ui/toast.ts';
import { useConfirm } from '../../src/ui/useConfirm.ts';
import { listConnectedApps, revokeConnectedApp, type ConnectedApp } from './oauth-api.ts';
import { formatDate } from '../../src/ui/format.ts';

/** The app's texts and the OAuth texts, which load with this panel. */
const oauthTranslate = translatorFor(oauthNl);

/**
 * "Gekoppelde apps" (for the security settings page): the apps the user gave access through the OAuth provider,
 * what each may read and since when, and "Toegang intrekken" after a confirmation (`DELETE
 * /user/oauth-grants/{id}`: the app's tokens stop working at once). Self-contained: its own texts and calls; it
 * needs react-admin's query client (it sits inside the admin).
 */
export function ConnectedApps() {
  return (
    <TranslateProvider translate={oauthTranslate}>
      <ConnectedAppsPanel />
    </TranslateProvider>
  );
}

const QUERY_KEY = ['user', 'oauth-grants'];

function ConnectedAppsPanel() {
  const t = useT();
  const confirm = useConfirm();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: QUERY_KEY, queryFn: listConnectedApps });
  const [revoking, setRevoking] = useState<string | null>(null);
  // An empty list right after a withdrawal is "no longer", not "not yet" (issue 18).
  const [withdrew, setWithdrew] = useState(false);
  // The withdrawn app's button is gone: the focus goes to the panel's heading, not back to the page's start.
  const heading = useRef<HTMLHeadingElement>(null);

  async function revoke(app: ConnectedApp) {
    const { confirmed } = await confirm({
      title: t('oauth.connected.confirmTitle', { app: app.client.name }),
      message: t('oauth.connected.confirmText'),
      confirmLabel: t('oauth.connected.revoke'),
      danger: true,
    });
    if (!confirmed) return;
    setRevoking(app.id);
    try {
      await revokeConnectedApp(app.id);
      setWithdrew(true);
      toast.success(t('oauth.connected.revoked'));
      await queryClient.invalidateQueries({ queryKey: QUERY_KEY });
      heading.current?.focus();
    } catch {
      // The HTTP client has shown its toast.
    } finally {
      setRevoking(null);
    }
  }

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="connected-apps"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography
        id="connected-apps"
        ref={heading}
        tabIndex={-1}
        variant="h2"
        sx={{ fontSize: '1.25rem', mb: 1, outline: 'none' }}
      >
        {t('oauth.connected.heading')}
      </Typography>
      {query.data?.length !== 0 && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('oauth.connected.intro')}
        </Typography>
      )}
      {query.isPending && <Spinner />}
      {query.isError && (
        <LoadErrorAlert message={t('oauth.connected.loadError')} onRetry={() => void query.refetch()} />
      )}
      {query.data?.length === 0 && (
        <Typography>{t(withdrew ? 'oauth.connected.noLonger' : 'oauth.connected.empty')}</Typography>
      )}
      {query.data && query.data.length > 0 && (
        <List disablePadding>
          {query.data.map((app) => (
            <ListItem key={app.id} divider disableGutters sx={{ gap: 2, flexWrap: 'wrap' }}>
              <ListItemText
                primary={app.client.name}
                secondary={
                  <>
                    {app.scopes.map((scope) => t(`oauth.scopes.${scope}`)).join(' · ')}
                    <Box component="span" sx={{ display: 'block' }}>
                      {t('oauth.connected.grantedOn', { date: formatDate(app.grantedAt) })}
                    </Box>
                  </>
                }
              />
              <Button
                theme="danger"
                size="small"
                loading={revoking === app.id}
                aria-label={t('oauth.connected.revokeLabel', { app: app.client.name })}
                onClick={() => void revoke(app)}
              >
                {t('oauth.connected.revoke')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
