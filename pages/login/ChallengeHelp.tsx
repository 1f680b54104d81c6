import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { Button } from '../../src/ui/Button.tsx';

export interface ChallengeHelpProps {
  /** Whether the code in use was sent (email, SMS): then "no code received?" comes first. */
  codeSent: boolean;
  /** The page of the backup-code method, when the challenge offers it and it is not in use. */
  backupCodePath: string | null;
}

/**
 * "Lukt het niet?": a disclosure with what to do without a code: look in the spam folder or ask for a new one,
 * use a backup code when the phone is lost, or ask the administrator to set up the second step again.
 */
export function ChallengeHelp({ codeSent, backupCodePath }: ChallengeHelpProps) {
  const t = useT();
  const regionId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ mt: 2 }}>
      <Button
        theme="tertiary"
        size="small"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {t('challenge.help.toggle')}
      </Button>
      <Box
        id={regionId}
        hidden={!open}
        sx={{
          mt: 1,
          p: 2,
          borderRadius: 1,
          bgcolor: 'action.hover',
          display: open ? 'grid' : 'none',
          gap: 1,
        }}
      >
        {codeSent && <Typography variant="body2">{t('challenge.help.noCode')}</Typography>}
        {backupCodePath && (
          <>
            <Typography variant="body2">{t('challenge.help.lostPhone')}</Typography>
            <Button
              theme="tertiary"
              size="small"
              component={Link}
              href={backupCodePath}
              sx={{ justifySelf: 'start' }}
            >
              {t('challenge.switchTo.backup_code')}
            </Button>
          </>
        )}
        <Typography variant="body2">{t('challenge.help.noBackupCodes')}</Typography>
      </Box>
    </Box>
  );
}
