import { PREFERRED_METHODS, type PreferredMethod } from '../../contract/enums.ts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { FieldErrors } from '../../src/ui/FieldErrors.tsx';
import { toast } from '../../src/ui/toast.ts';
import { SettingsCard } from '../settings/SettingsCard.tsx';
import { updateOtpPreference, type SecuritySettings } from './security-api.ts';
import { SECURITY_PATHS } from './security-paths.ts';
import { useRefreshSecurity } from './use-security-settings.ts';

export interface PreferredMethodCardProps {
  settings: SecuritySettings;
  /** How many passkeys the user has (`GET /user/passkeys`): a passkey can be preferred from one on. */
  passkeys: number;
}

/**
 * The preferred second step (spec §3): a passkey (only once there is one), email, sms (only with a verified
 * phone that can get texts) or the authenticator app (only once set up) → `POST /user/update-otp-preference`. An
 * unusable choice says what to do first, with the link to do it (a passkey: the card below).
 */
export function PreferredMethodCard({ settings, passkeys }: PreferredMethodCardProps) {
  const t = useT();
  const refresh = useRefreshSecurity();
  const labelId = useId();
  const errorsId = useId();
  const [method, setMethod] = useState<PreferredMethod | ''>(settings.preferredOtp ?? '');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  const usable: Record<PreferredMethod, boolean> = {
    passkey: passkeys > 0,
    email: true,
    sms: settings.phoneVerified && settings.smsAvailable,
    totp: settings.totp.enabled,
  };

  const hint = (value: PreferredMethod) => {
    if (value === 'passkey') return t(passkeys > 0 ? 'passkey.methodHint' : 'passkey.methodMissing');
    if (value === 'email') return t('settings.security.mfa.methodHints.email', { email: settings.email });
    if (value === 'sms') {
      if (!settings.phoneVerified)
        return (
          <>
            {t('settings.security.mfa.methodHints.smsUnverified')}{' '}
            <Link component={RouterLink} to={SECURITY_PATHS.verifyPhone}>
              {t('settings.security.mfa.verifyPhone')}
            </Link>
          </>
        );
      if (!settings.smsAvailable) return t('settings.security.mfa.methodHints.smsUnavailable');
      return t('settings.security.mfa.methodHints.sms', { phone: settings.phone ?? '' });
    }
    if (!settings.totp.enabled)
      return (
        <>
          {t('settings.security.mfa.methodHints.totpMissing')}{' '}
          <Link component={RouterLink} to={SECURITY_PATHS.setupTotp}>
            {t('settings.security.mfa.authenticator.setup')}
          </Link>
        </>
      );
    return t('settings.security.mfa.methodHints.totp');
  };

  async function save() {
    if (method === '') return;
    setBusy(true);
    setErrors([]);
    try {
      await updateOtpPreference(method);
      toast.success(t('toasts.saved'));
      await refresh();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(Object.values(error.errors).flat());
    } finally {
      setBusy(false);
    }
  }

  return (
    <SettingsCard heading={t('settings.security.mfa.preferred')} intro={t('settings.security.mfa.intro')}>
      <FormControl error={errors.length > 0} sx={{ width: '100%' }}>
        <FormLabel id={labelId} sx={visuallyHiddenLabel}>
          {t('settings.security.mfa.preferred')}
        </FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={errors.length > 0 ? errorsId : undefined}
          name="preferredOtp"
          value={method}
          onChange={(event) => setMethod(event.target.value as PreferredMethod)}
        >
          {PREFERRED_METHODS.map((value) => (
            <Box key={value} sx={{ mb: 1 }}>
              <FormControlLabel
                value={value}
                disabled={!usable[value]}
                control={<Radio />}
                label={
                  value === 'passkey' ? t('passkey.method') : t(`settings.security.mfa.methods.${value}`)
                }
              />
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ ml: 4, mt: -0.5, overflowWrap: 'anywhere' }}
              >
                {hint(value)}
              </Typography>
            </Box>
          ))}
        </RadioGroup>
        <FieldErrors id={errorsId} errors={errors} />
      </FormControl>
      <Button
        loading={busy}
        disabled={method === '' || method === settings.preferredOtp}
        onClick={() => void save()}
        sx={{ mt: 1 }}
      >
        {t('settings.security.mfa.savePreferred')}
      </Button>
    </SettingsCard>
  );
}

const visuallyHiddenLabel = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
};
