import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { twoStepNl } from '../../i18n/nl/two-step.ts';
import { useTranslatorFor } from '../../i18n/with-texts.tsx';
import { Button } from '../../src/ui/Button.tsx';
import { toast } from '../../src/ui/toast.ts';
import { copyText } from './copy-text.ts';

export interface BackupCodesProps {
  /** The codes, shown once: the server keeps only their hashes. */
  codes: readonly string[];
  /**
   * Makes new codes (e.g. `POST /user/backup-codes`) and resolves with them; shows the "Nieuwe codes maken"
   * button when given. A rejection keeps the codes shown (the HTTP client reports the failure).
   */
  onRenew?: () => Promise<readonly string[]>;
}

/** The backup codes (spec §2 "backup codes with copy and renew"): a list, copy ("Codes gekopieerd"), renew. */
export function BackupCodes({ codes: initial, onRenew }: BackupCodesProps) {
  const t = useTranslatorFor(twoStepNl);
  const headingId = useId();
  const [codes, setCodes] = useState(initial);
  const [renewed, setRenewed] = useState(false);
  const [renewing, setRenewing] = useState(false);

  async function copy() {
    if (await copyText(codes.join('\n'))) toast.success(t('twoStep.backupCodes.copied'));
    else toast.error(t('twoStep.copyFailed'));
  }

  async function renew() {
    if (!onRenew) return;
    setRenewing(true);
    try {
      setCodes(await onRenew());
      setRenewed(true);
    } catch {
      // Reported by the HTTP client; the old codes still work.
    } finally {
      setRenewing(false);
    }
  }

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.125rem', mb: 1 }}>
        {t('twoStep.backupCodes.heading')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('twoStep.backupCodes.intro')}
      </Typography>
      {renewed && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {t('twoStep.backupCodes.renewed')}
        </Alert>
      )}
      <Box
        component="ul"
        aria-label={t('twoStep.backupCodes.listLabel')}
        sx={{
          listStyle: 'none',
          m: 0,
          mb: 2,
          p: 2,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, max-content)' },
          columnGap: 4,
          rowGap: 1,
          bgcolor: 'grey.100',
          borderRadius: 1,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          fontSize: '1rem',
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button theme="secondary" onClick={() => void copy()}>
          {t('twoStep.backupCodes.copy')}
        </Button>
        {onRenew && (
          <Button theme="tertiary" loading={renewing} onClick={() => void renew()}>
            {t('twoStep.backupCodes.renew')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
