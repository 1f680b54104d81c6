import { CHALLENGE_METHODS, type ChallengeMethod, type CodeChannel } from '../../contract/enums.ts';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { completeChallenge, getChallenge, sendCode, type ChallengeInfo } from '../../auth/challenge.ts';
import { finishSignIn } from '../../auth/finish-sign-in.ts';
import type { LoginResult } from '../../auth/login.ts';
import { LOGIN_PATH } from '../../auth/paths.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError, type FieldErrors } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { Spinner } from '../../src/ui/Spinner.tsx';
import { toast } from '../../src/ui/toast.ts';
import { ChallengeExpired } from './ChallengeExpired.tsx';
import { ChallengeHelp } from './ChallengeHelp.tsx';
import { ChallengeMethodForm, type ChannelState } from './ChallengeMethodForm.tsx';
import { isChallengeMethod, methodPath, sendsCode } from './method-path.ts';
import { secondStepPath } from './second-step-path.ts';
import { OtherMethods } from './OtherMethods.tsx';
import { RateLimitedAlert } from './RateLimitedAlert.tsx';
import { resendAvailableAt, retryAt } from './rate-limit.ts';
import { SignInCard } from './SignInCard.tsx';
import { TrustDeviceField } from './TrustDeviceField.tsx';

type Channels = Record<CodeChannel, ChannelState>;

/** The answer to show when a backup-code sign-in leaves this many or fewer (docs/sign-in.md). */
const BACKUP_CODES_WARNING_AT = 3;

/**
 * `/login/send-code/{challenge}` and `/login/verify-challenge/{challenge}` (spec §2): one page for a sign-in
 * challenge, keyed by the challenge so that a new challenge starts afresh.
 */
export function ChallengePage() {
  const { challenge = '' } = useParams();
  return <Challenge key={challenge} id={challenge} />;
}

/**
 * Loads the challenge (`GET /auth/challenges/{id}`: type, methods, where codes go, cooldown end per channel) and
 * shows the method in use: `?method=`, else the page's own (the authenticator on verify-challenge) or the
 * challenge's type. Email and SMS: "Verstuur code" → the six boxes and a resend button counting down from the
 * server's `resendAvailableAt`, each channel with its own cooldown (spec §4). Authenticator: the six boxes.
 * Password and backup code: a field. Links switch to the other methods; "Lukt het niet?" helps further. A 401
 * (expired, unknown or another browser's challenge) replaces the page with a way back to /login; a 429 says how
 * long to wait. Switching methods stays on this mounted page (both routes render it), so the cooldowns survive.
 */
function Challenge({ id }: { id: string }) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const [info, setInfo] = useState<ChallengeInfo | null>(null);
  // Bumped when a second step continues on this same challenge: load it again.
  const [version, setVersion] = useState(0);
  const [channels, setChannels] = useState<Channels>(() => channelsOf(null));
  const [expired, setExpired] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  // A 429: spec §8's text, and when trying again makes sense (null: unknown).
  const [limited, setLimited] = useState<{ until: number | null } | null>(null);
  const [sending, setSending] = useState(false);
  const [trustDevice, setTrustDevice] = useState(false);

  useEffect(() => {
    let live = true;
    getChallenge(id).then(
      (loaded) => {
        if (!live) return;
        setInfo(loaded);
        setChannels(channelsOf(loaded));
      },
      (error: unknown) => {
        if (!live) return;
        if (isApiError(error) && error.status === 401) setExpired(true);
        else setNotice(isApiError(error) ? error.message : t('common.error'));
      },
    );
    return () => {
      live = false;
    };
  }, [id, version, t]);

  const method = info ? methodInUse(info, search.get('method'), pathname) : null;
  const methodKey = `${method}`;
  // A message belongs to the method it came from.
  const [noticeFor, setNoticeFor] = useState(methodKey);
  if (noticeFor !== methodKey) {
    setNoticeFor(methodKey);
    setNotice(null);
    setLimited(null);
  }

  if (expired) return <ChallengeExpired />;
  if (!info || !method) {
    return (
      <SignInCard heading={t('titles.secondStep')}>
        {notice ? (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Alert severity="error">{notice}</Alert>
            <BackToLogin />
          </Box>
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
            <Spinner size="lg" />
          </Box>
        )}
      </SignInCard>
    );
  }

  const rateLimited = (error: Parameters<typeof retryAt>[0]) => setLimited({ until: retryAt(error) });

  /** The passkey's 401 and 429, answered as the other methods' are (its 422 and a closed prompt it shows itself). */
  function passkeyFailed(error: Parameters<typeof retryAt>[0]) {
    setNotice(null);
    if (error.status === 401) setExpired(true);
    else rateLimited(error);
  }

  async function send(channel: CodeChannel, again: boolean): Promise<void> {
    setNotice(null);
    setLimited(null);
    try {
      const sent = await sendCode(id, channel);
      updateChannel(channel, {
        sent: true,
        sentTo: sent.sentTo,
        resendAt: parseTime(sent.resendAvailableAt),
      });
      toast.success(t(again ? 'challenge.resent' : 'challenge.sent'));
    } catch (error) {
      if (!isApiError(error)) setNotice(t('common.error'));
      else if (error.status === 401) setExpired(true);
      else if (error.status === 429) {
        // Inside the cooldown: a code went out a moment ago, so the boxes can take it.
        const until = resendAvailableAt(error);
        if (until !== null) updateChannel(channel, { sent: true, resendAt: until });
        rateLimited(error);
      } else setNotice(error.message);
    }
  }

  function updateChannel(channel: CodeChannel, patch: Partial<ChannelState>) {
    setChannels((current) => ({ ...current, [channel]: { ...current[channel], ...patch } }));
  }

  async function complete(secret: string): Promise<FieldErrors | null> {
    if (!method) return {};
    setNotice(null);
    setLimited(null);
    try {
      const result = await completeChallenge(id, method, secret, trustDevice);
      await moveOn(result);
      return null;
    } catch (error) {
      if (!isApiError(error)) setNotice(t('common.error'));
      else if (error.status === 401) setExpired(true);
      else if (error.status === 422) return error.errors;
      else if (error.status === 429) rateLimited(error);
      else setNotice(error.message);
      return {};
    }
  }

  async function moveOn(result: LoginResult): Promise<void> {
    if (result.next === 'second_step') {
      if (result.secondStep.id === id) {
        // The same challenge goes on with its second step: read it again.
        setInfo(null);
        setVersion((current) => current + 1);
      }
      navigate(secondStepPath(result.secondStep));
      return;
    }
    const left = result.backupCodesLeft;
    await finishSignIn(result);
    // After the navigation the guard starts: the toast shows on the page the user lands on.
    if (typeof left === 'number' && left <= BACKUP_CODES_WARNING_AT) {
      toast.warn(
        left === 0 ? t('challenge.noBackupCodesLeft') : t('challenge.backupCodesLeft', { smart_count: left }),
      );
    }
  }

  const allowed = allowedMethods(info);
  const channel = sendsCode(method) ? channels[method] : null;
  const sentTo = channel?.sentTo ?? t(method === 'sms' ? 'challenge.yourPhone' : 'challenge.yourEmail');
  const intro =
    channel && channel.sent
      ? t(`challenge.sentTo.${method}`, { sentTo })
      : t(`challenge.intro.${method}`, { sentTo });

  return (
    <SignInCard heading={t(`challenge.heading.${method}`)} intro={intro}>
      <Box sx={{ display: 'grid', gap: 2.5 }}>
        {notice && <Alert severity="error">{notice}</Alert>}
        {limited && <RateLimitedAlert until={limited.until} />}
        <ChallengeMethodForm
          challenge={id}
          method={method}
          channel={channel}
          sending={sending}
          trustDevice={trustDevice}
          onSend={(code) => {
            setSending(true);
            void send(code, false).finally(() => setSending(false));
          }}
          onResend={(code) => send(code, true)}
          onSubmit={complete}
          onPasskeyResult={moveOn}
          onPasskeyError={passkeyFailed}
        />
        <TrustDeviceField checked={trustDevice} onChange={setTrustDevice} />
      </Box>
      <OtherMethods challenge={id} methods={allowed.filter((other) => other !== method)} />
      <ChallengeHelp
        codeSent={sendsCode(method)}
        backupCodePath={
          method !== 'backup_code' && allowed.includes('backup_code') ? methodPath(id, 'backup_code') : null
        }
      />
      <Box sx={{ mt: 1 }}>
        <BackToLogin />
      </Box>
    </SignInCard>
  );
}

function BackToLogin() {
  const t = useT();
  return (
    <Button theme="tertiary" size="small" component={Link} href={LOGIN_PATH}>
      {t('challenge.backToLogin')}
    </Button>
  );
}

/** The methods of the challenge the SPA knows, its type first. */
function allowedMethods(info: ChallengeInfo): ChallengeMethod[] {
  const listed = [info.type, ...(info.methods ?? [])].filter(isChallengeMethod);
  return CHALLENGE_METHODS.filter((method) => listed.includes(method)).sort(
    (a, b) => Number(b === info.type) - Number(a === info.type),
  );
}

/** `?method=` when the challenge allows it; else the authenticator on verify-challenge, else the type. */
function methodInUse(
  info: ChallengeInfo,
  requested: string | null,
  pathname: string,
): ChallengeMethod | null {
  const allowed = allowedMethods(info);
  if (isChallengeMethod(requested) && allowed.includes(requested)) return requested;
  if (pathname.includes('/verify-challenge/') && allowed.includes('totp')) return 'totp';
  // The challenge's own type (the user's preferred method) before the rest.
  if (isChallengeMethod(info.type) && allowed.includes(info.type)) return info.type;
  return allowed[0] ?? null;
}

function channelsOf(info: ChallengeInfo | null): Channels {
  const channel = (name: CodeChannel): ChannelState => {
    const resendAt = parseTime(info?.resendAvailableAt?.[name]);
    // A cooldown end means a code went out on this channel (it started when the code was sent).
    return { sent: resendAt !== null, sentTo: info?.sentTo?.[name] ?? null, resendAt };
  };
  return { email: channel('email'), sms: channel('sms') };
}

function parseTime(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
