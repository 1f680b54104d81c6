import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { CardPage } from '../shared/CardPage.tsx';
import type { RememberedApp } from './consent-memory.ts';

/**
 * Why the consent page cannot go on: `stale` — the request is answered, expired, of another window or missing,
 * so asking again cannot work; `unreachable` — no (usable) answer came, so trying again can.
 */
export type ConsentFailure = 'stale' | 'unreachable';

interface ConsentFailedProps {
  failure: ConsentFailure;
  /** The app the request was for, when known: "Terug naar <app>" leads to its registered site. */
  app: RememberedApp | undefined;
  appName: string;
  onRetry: () => void;
}

/** The OAuth failure page: a retry only where it can work, and always a way on (the app, the portal). */
export function ConsentFailed({ failure, app, appName, onRetry }: ConsentFailedProps) {
  const t = useT();
  return (
    <CardPage heading={t('oauth.consent.failedTitle')}>
      <Alert severity="error" sx={{ mb: 3 }}>
        {t(failure === 'stale' ? 'oauth.consent.stale' : 'oauth.consent.failed')}
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {failure === 'unreachable' && <Button onClick={onRetry}>{t('oauth.consent.retry')}</Button>}
        {app && (
          <Button href={app.url} theme={failure === 'stale' ? 'primary' : 'secondary'}>
            {t('oauth.consent.backToApp', { app: app.name })}
          </Button>
        )}
        <Button href="/" theme={failure === 'stale' && !app ? 'primary' : 'secondary'}>
          {t('oauth.consent.toPortal', { app: appName })}
        </Button>
      </Box>
    </CardPage>
  );
}
