import type { OAuthScope } from '../../contract/enums.ts';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { oauthNl } from '../../i18n/nl/oauth.ts';
import { TranslateProvider, useT } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { CardPage } from '../shared/CardPage.tsx';
import { ConsentFailed, type ConsentFailure } from './ConsentFailed.tsx';
import { rememberConsentApp, rememberedConsentApp } from './consent-memory.ts';
import {
  answerConsentRequest,
  readConsentRequest,
  sameOriginTarget,
  type ConsentRequest,
} from './oauth-api.ts';
import { pageExit } from './page-exit.ts';
import { ScopeList } from './ScopeList.tsx';

/** The app's texts and the OAuth texts, which load with this page. */
const oauthTranslate = translatorFor(oauthNl);

/**
 * `/oauth/authorize?uid=…` (spec §2, §7): an app asks for access to the signed-in user's account. Shows the app's
 * name and what it asks, new apart from what was allowed before, with access while signed out called out; the
 * user approves (possibly unticking new permissions) or denies, and the browser continues at the provider (a
 * same-origin URL only), which sends it back to the app. A failure (ConsentFailed) offers a retry only when no
 * usable answer came, and always a way back to the app (when this tab knows it) and to the portal.
 */
export function ConsentPage({ appName }: { appName: string }) {
  return (
    <TranslateProvider translate={oauthTranslate}>
      <Consent appName={appName} />
    </TranslateProvider>
  );
}

type State =
  | { kind: 'loading' }
  | { kind: 'failed'; failure: ConsentFailure }
  | { kind: 'ready'; request: ConsentRequest }
  | { kind: 'leaving' };

/**
 * A 4xx means the request itself is done for (answered, expired, of another window, not this user's to answer):
 * asking again gives the same. No answer, a 5xx or 429, or an answer we will not follow can go better next time.
 */
function failureOf(error: unknown): ConsentFailure {
  return isApiError(error) && error.status >= 400 && error.status < 500 && error.status !== 429
    ? 'stale'
    : 'unreachable';
}

function Consent({ appName }: { appName: string }) {
  const t = useT();
  const [params] = useSearchParams();
  const uid = params.get('uid') ?? '';
  const [state, setState] = useState<State>(() =>
    uid === '' ? { kind: 'failed', failure: 'stale' } : { kind: 'loading' },
  );
  const [unticked, setUnticked] = useState<ReadonlySet<OAuthScope>>(new Set());
  const [busy, setBusy] = useState<'approve' | 'deny' | null>(null);

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (uid === '') return;
    let current = true;
    readConsentRequest(uid).then(
      (request) => {
        rememberConsentApp(request.uid, request.client);
        if (current) setState({ kind: 'ready', request });
      },
      (error: unknown) => {
        // A 401 is the HTTP client's: the guard sends the visitor to sign in and back here.
        if (current && (!isApiError(error) || error.status !== 401)) {
          setState({ kind: 'failed', failure: failureOf(error) });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  // Back from the app may restore this page as it was left (bfcache: "leaving", a spinner for ever): ask again.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && uid !== '') retry();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [uid]);

  function retry() {
    setState({ kind: 'loading' });
    setAttempt((count) => count + 1);
  }

  async function answer(decision: 'approve' | 'deny', request: ConsentRequest) {
    setBusy(decision);
    try {
      const scopes =
        decision === 'approve'
          ? request.scopes.map((entry) => entry.scope).filter((scope) => !unticked.has(scope))
          : undefined;
      const target = sameOriginTarget(await answerConsentRequest(request.uid, decision, scopes));
      if (target === null) throw new Error('the provider answered with another origin');
      setState({ kind: 'leaving' });
      pageExit.go(target);
    } catch (error) {
      setBusy(null);
      setState({ kind: 'failed', failure: failureOf(error) });
    }
  }

  if (state.kind === 'failed') {
    return (
      <ConsentFailed
        failure={state.failure}
        app={rememberedConsentApp(uid)}
        appName={appName}
        onRetry={retry}
      />
    );
  }
  if (state.kind !== 'ready') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} aria-live="polite">
        <Spinner size="lg" />
        <Typography sx={{ mt: 2 }}>{t('oauth.consent.loading')}</Typography>
      </Box>
    );
  }
  const { request } = state;
  return (
    <ConsentCard
      request={request}
      unticked={unticked}
      onToggle={(scope) =>
        setUnticked((current) => {
          const next = new Set(current);
          if (next.has(scope)) next.delete(scope);
          else next.add(scope);
          return next;
        })
      }
      busy={busy}
      appName={appName}
      onAnswer={(decision) => void answer(decision, request)}
    />
  );
}

interface ConsentCardProps {
  request: ConsentRequest;
  unticked: ReadonlySet<OAuthScope>;
  onToggle: (scope: OAuthScope) => void;
  busy: 'approve' | 'deny' | null;
  appName: string;
  onAnswer: (decision: 'approve' | 'deny') => void;
}

function ConsentCard({ request, unticked, onToggle, busy, appName, onAnswer }: ConsentCardProps) {
  const t = useT();
  const fresh = request.scopes.filter((entry) => !entry.granted).map((entry) => entry.scope);
  const granted = request.scopes.filter((entry) => entry.granted).map((entry) => entry.scope);
  const offline = request.scopes.some((entry) => entry.scope === 'offline_access');
  // Signing in itself (openid) cannot be left out; the other new permissions can.
  const optional = fresh.filter((scope) => scope !== 'openid');
  return (
    <CardPage
      heading={t('oauth.consent.heading', { app: request.client.name })}
      intro={t('oauth.consent.signedInAs', { name: request.user.name || request.user.email })}
    >
      {fresh.length > 0 && (
        <Box component="section" aria-labelledby="consent-new" sx={{ mb: 3 }}>
          <Typography id="consent-new" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
            {t('oauth.consent.newHeading')}
          </Typography>
          {fresh.includes('openid') && <ScopeList scopes={['openid']} />}
          {optional.map((scope) => (
            <FormControlLabel
              key={scope}
              sx={{ display: 'flex' }}
              control={<Checkbox checked={!unticked.has(scope)} onChange={() => onToggle(scope)} />}
              label={t(`oauth.scopes.${scope}`)}
            />
          ))}
          {optional.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('oauth.consent.chooseHint')}
            </Typography>
          )}
        </Box>
      )}
      {granted.length > 0 && (
        <Box component="section" aria-labelledby="consent-granted" sx={{ mb: 3 }}>
          <Typography id="consent-granted" variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 1 }}>
            {t('oauth.consent.grantedHeading')}
          </Typography>
          <ScopeList scopes={granted} />
        </Box>
      )}
      {offline && !unticked.has('offline_access') && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          <AlertTitle>{t('oauth.consent.offlineTitle')}</AlertTitle>
          {t('oauth.consent.offlineText', { app: appName })}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {t('oauth.consent.revokeHint')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Button loading={busy === 'approve'} disabled={busy !== null} onClick={() => onAnswer('approve')}>
          {t('oauth.consent.approve')}
        </Button>
        <Button
          theme="secondary"
          loading={busy === 'deny'}
          disabled={busy !== null}
          onClick={() => onAnswer('deny')}
        >
          {t('oauth.consent.deny')}
        </Button>
      </Box>
    </CardPage>
  );
}
