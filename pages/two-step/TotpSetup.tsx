import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type ReactNode } from 'react';
import { twoStepNl } from '../../i18n/nl/two-step.ts';
import { useTranslatorFor } from '../../i18n/with-texts.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { CodeInput } from '../../src/ui/CodeInput.tsx';
import { toast } from '../../src/ui/toast.ts';
import { codeFieldErrors, useCodeEntry } from '../../src/ui/useCodeEntry.ts';
import { BackupCodes } from './BackupCodes.tsx';
import { copyText } from './copy-text.ts';
import { QrCode } from './QrCode.tsx';
import { confirmTotp, startTotpSetup, type ConfirmedTotp, type PendingTotp } from './totp-api.ts';

/** The steps of spec §4 "Authenticator setup: intro, scan, verify, done". */
export type TotpSetupStep = 'intro' | 'scan' | 'verify' | 'done';

export interface TotpSetupProps {
  /** After "Doorgaan" on the done step, with what `PATCH /totp` answered. */
  onFinish: (result: ConfirmedTotp) => void;
  /** Label of the done step's button; "Doorgaan" by default. */
  finishLabel?: string;
  /**
   * Before "Beginnen" asks for a new secret; resolving false starts none (the caller took over, or a failure was
   * reported). Onboarding uses it to keep an authenticator that was confirmed already.
   */
  beforeStart?: () => Promise<boolean>;
  /**
   * Right after the code is accepted, before the done step shows (awaited; a rejection still shows it): onboarding
   * saves the authenticator as the second step here, so leaving the done step leaves nothing half-done.
   */
  onConfirmed?: (result: ConfirmedTotp) => Promise<unknown>;
  /** Each step as it is shown (onboarding offers its way back only before the code). */
  onStepChange?: (step: TotpSetupStep) => void;
}

/** The secret in groups of four, easier to type over (the copy button copies it whole). */
export function groupSecret(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Setting up an authenticator app: intro → `POST /totp` (a pending secret) → scan the QR code or copy the key →
 * a code of the app (`PATCH /totp`, 422 under the boxes) → done, with the backup codes when the server made new
 * ones (shown once). Used by onboarding and the security settings.
 */
export function TotpSetup({ onFinish, finishLabel, beforeStart, onConfirmed, onStepChange }: TotpSetupProps) {
  const t = useTranslatorFor(twoStepNl);
  const [step, setStep] = useState<TotpSetupStep>('intro');
  const [pending, setPending] = useState<PendingTotp | null>(null);
  const [result, setResult] = useState<ConfirmedTotp | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    onStepChange?.(step);
  }, [step, onStepChange]);

  async function start() {
    setBusy(true);
    try {
      if (beforeStart && !(await beforeStart())) return;
      setPending(await startTotpSetup());
      setStep('scan');
    } catch {
      // Reported by the HTTP client (a declined re-confirmation included).
    } finally {
      setBusy(false);
    }
  }

  if (step === 'intro' || !pending) {
    return (
      <Step heading={t('twoStep.totp.introHeading')} step="intro">
        <Typography color="text.secondary">{t('twoStep.totp.intro')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button loading={busy} onClick={() => void start()}>
            {t('twoStep.totp.start')}
          </Button>
        </Box>
      </Step>
    );
  }

  if (step === 'scan') {
    return <ScanStep pending={pending} onNext={() => setStep('verify')} />;
  }

  if (step === 'verify' || !result) {
    return (
      <VerifyStep
        onBack={() => setStep('scan')}
        onConfirmed={async (confirmed) => {
          await onConfirmed?.(confirmed).catch(() => undefined);
          setResult(confirmed);
          setStep('done');
        }}
      />
    );
  }

  return (
    <Step heading={t('twoStep.totp.doneHeading')} step="done">
      <Typography color="text.secondary">{t('twoStep.totp.done')}</Typography>
      {result.backupCodes && result.backupCodes.length > 0 && <BackupCodes codes={result.backupCodes} />}
      <Box>
        <Button onClick={() => onFinish(result)}>{finishLabel ?? t('twoStep.totp.continue')}</Button>
      </Box>
    </Step>
  );
}

function Step({ heading, step, children }: { heading: string; step: TotpSetupStep; children: ReactNode }) {
  return (
    <Box data-totp-step={step} sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
        {heading}
      </Typography>
      {children}
    </Box>
  );
}

function ScanStep({ pending, onNext }: { pending: PendingTotp; onNext: () => void }) {
  const t = useTranslatorFor(twoStepNl);
  async function copy() {
    if (await copyText(pending.secret)) toast.success(t('twoStep.totp.secretCopied'));
    else toast.error(t('twoStep.copyFailed'));
  }
  return (
    <Step heading={t('twoStep.totp.scanHeading')} step="scan">
      <Typography color="text.secondary">{t('twoStep.totp.scan')}</Typography>
      <Box
        sx={{ display: 'flex', justifyContent: 'center', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <QrCode value={pending.uri} label={t('twoStep.totp.qrLabel')} />
      </Box>
      <Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('twoStep.totp.noScan')}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Box
            component="code"
            aria-label={t('twoStep.totp.secretLabel')}
            data-secret={pending.secret}
            sx={{
              px: 1.5,
              py: 1,
              bgcolor: 'grey.100',
              borderRadius: 1,
              fontSize: '1rem',
              letterSpacing: '0.05em',
              overflowWrap: 'anywhere',
            }}
          >
            {groupSecret(pending.secret)}
          </Box>
          <Button theme="tertiary" size="small" onClick={() => void copy()}>
            {t('twoStep.totp.copySecret')}
          </Button>
        </Box>
      </Box>
      <Box>
        <Button onClick={onNext}>{t('twoStep.totp.next')}</Button>
      </Box>
    </Step>
  );
}

function VerifyStep({
  onBack,
  onConfirmed,
}: {
  onBack: () => void;
  onConfirmed: (result: ConfirmedTotp) => Promise<void>;
}) {
  const t = useTranslatorFor(twoStepNl);
  const entry = useCodeEntry(async (code) => {
    try {
      const confirmed = await confirmTotp(code);
      await onConfirmed(confirmed);
      return null;
    } catch (error) {
      // Anything but a refused code is reported by the HTTP client.
      return isApiError(error) && error.status === 422 ? codeFieldErrors(error.errors) : [];
    }
  }, t('twoStep.totp.codeRequired'));

  return (
    <Step heading={t('twoStep.totp.verifyHeading')} step="verify">
      <Typography color="text.secondary">{t('twoStep.totp.verify')}</Typography>
      <Box component="form" noValidate onSubmit={entry.onFormSubmit} sx={{ display: 'grid', gap: 2.5 }}>
        <CodeInput
          key={entry.attempt}
          label={t('twoStep.totp.code')}
          value={entry.code}
          onChange={entry.setCode}
          onComplete={(value) => void entry.submit(value)}
          errors={entry.errors}
          disabled={entry.busy}
        />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button type="submit" loading={entry.busy}>
            {t('twoStep.totp.submit')}
          </Button>
          <Button theme="tertiary" onClick={onBack}>
            {t('common.back')}
          </Button>
        </Box>
      </Box>
    </Step>
  );
}
