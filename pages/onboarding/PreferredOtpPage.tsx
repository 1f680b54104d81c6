import type { PreferredMethod } from '../../contract/enums.ts';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { passkeysSupported } from '../../auth/passkeys/passkey-support.ts';
import { useSession } from '../../auth/session-store.ts';
import { useT } from '../../i18n/react.tsx';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { FieldErrors } from '../../src/ui/FieldErrors.tsx';
import { updateOtpPreference } from './onboarding-api.ts';
import { ONBOARDING_PATHS } from './onboarding-paths.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { SetupPasskeyPage } from './SetupPasskeyPage.tsx';
import { useAdvance } from './use-advance.ts';
import { useReadablePhone } from './use-readable-phone.ts';

/**
 * `/onboarding/preferred-otp`: the second step at sign-in: a passkey (only where the browser has WebAuthn; set up
 * on this page, SetupPasskeyPage, which saves the choice once the passkey is added), a code by email, by SMS (only
 * with a verified phone; otherwise a link to verify one first), or an authenticator app (set up at
 * /onboarding/setup-totp, which saves the choice once the app works). `POST /user/update-otp-preference` completes
 * the step.
 */
export function PreferredOtpPage() {
  const t = useT();
  const navigate = useNavigate();
  const advance = useAdvance();
  const { user } = useSession();
  const formatPhone = useReadablePhone();
  const phoneVerified = Boolean(user?.phoneVerified && user.phone);
  const [method, setMethod] = useState<PreferredMethod>(phoneVerified ? 'sms' : 'email');
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [settingUpPasskey, setSettingUpPasskey] = useState(false);
  const [offerPasskey] = useState(passkeysSupported);
  const labelId = useId();
  const errorsId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (method === 'totp') {
      navigate(ONBOARDING_PATHS.setupTotp);
      return;
    }
    if (method === 'passkey') {
      setSettingUpPasskey(true);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await updateOtpPreference(method);
      await advance();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(Object.values(error.errors).flat());
      setBusy(false);
    }
  }

  const option = (value: PreferredMethod, label: string, hint: string, disabled = false) => (
    <FormControlLabel
      value={value}
      disabled={disabled}
      control={<Radio />}
      // The label may shrink and wrap a long address: nothing scrolls sideways on a phone.
      sx={{
        alignItems: 'flex-start',
        m: 0,
        '& .MuiRadio-root': { mt: -0.75 },
        '& .MuiFormControlLabel-label': { minWidth: 0 },
      }}
      label={
        <Box sx={{ overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 600 }}>{label}</Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Box>
      }
    />
  );

  if (settingUpPasskey) return <SetupPasskeyPage onBack={() => setSettingUpPasskey(false)} />;

  return (
    <OnboardingCard heading={t('onboarding.preferredOtp.heading')} intro={t('onboarding.preferredOtp.intro')}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2.5 }}>
        <FormControl>
          <FormLabel id={labelId} sx={{ mb: 1.5 }}>
            {t('onboarding.preferredOtp.label')}
          </FormLabel>
          <RadioGroup
            aria-labelledby={labelId}
            aria-describedby={errors.length > 0 ? errorsId : undefined}
            value={method}
            onChange={(event) => {
              setMethod(event.target.value as PreferredMethod);
              setErrors([]);
            }}
            sx={{ display: 'grid', gap: 2 }}
          >
            {offerPasskey &&
              option(
                'passkey',
                t('onboarding.preferredOtp.passkey'),
                t('onboarding.preferredOtp.passkeyHint'),
              )}
            {option('totp', t('onboarding.preferredOtp.totp'), t('onboarding.preferredOtp.totpHint'))}
            {option(
              'sms',
              t('onboarding.preferredOtp.sms'),
              phoneVerified
                ? t('onboarding.preferredOtp.smsHint', { phone: formatPhone(user?.phone ?? '') })
                : t('onboarding.preferredOtp.smsNeedsPhone'),
              !phoneVerified,
            )}
            {!phoneVerified && (
              <Box sx={{ pl: 4.5, mt: -1.5 }}>
                <Button
                  theme="tertiary"
                  size="small"
                  component={Link}
                  href={ONBOARDING_PATHS.preferredOtpVerifyPhone}
                >
                  {t('onboarding.preferredOtp.addPhone')}
                </Button>
              </Box>
            )}
            {option(
              'email',
              t('onboarding.preferredOtp.email'),
              t('onboarding.preferredOtp.emailHint', { email: user?.email ?? '' }),
            )}
          </RadioGroup>
          <FieldErrors id={errorsId} errors={errors} />
        </FormControl>
        <Button type="submit" loading={busy} fullWidth>
          {method === 'totp'
            ? t('onboarding.preferredOtp.setUpTotp')
            : method === 'passkey'
              ? t('onboarding.preferredOtp.setUpPasskey')
              : t('onboarding.preferredOtp.submit')}
        </Button>
      </Box>
    </OnboardingCard>
  );
}
