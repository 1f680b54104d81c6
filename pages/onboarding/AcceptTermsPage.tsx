import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../i18n/react.tsx';
import { TERMS_VERSION } from '../../resources/terms.ts';
import { isApiError } from '../../src/api/index.ts';
import { Button } from '../../src/ui/Button.tsx';
import { FieldErrors } from '../../src/ui/FieldErrors.tsx';
import { acceptTerms } from './onboarding-api.ts';
import { OnboardingCard } from './OnboardingCard.tsx';
import { useAdvance } from './use-advance.ts';

/** The sections of the terms, in order (their texts are in i18n/nl/onboarding.ts). */
const SECTIONS = ['purpose', 'account', 'privacy', 'logging', 'changes'] as const;

/**
 * `/onboarding/accept-terms`: the terms of use of version TERMS_VERSION, a tick to agree and
 * `POST /user/accept-terms-of-use` with that version; then the next step.
 */
export function AcceptTermsPage({ appName }: { appName: string }) {
  const t = useT();
  const advance = useAdvance();
  const [agreed, setAgreed] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const errorsId = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!agreed) {
      setErrors([t('onboarding.terms.agreeRequired')]);
      return;
    }
    setBusy(true);
    setErrors([]);
    try {
      await acceptTerms(TERMS_VERSION);
      await advance();
    } catch (error) {
      if (isApiError(error) && error.status === 422) setErrors(Object.values(error.errors).flat());
      setBusy(false);
    }
  }

  return (
    <OnboardingCard
      heading={t('onboarding.terms.heading')}
      intro={t('onboarding.terms.intro', { app: appName })}
    >
      <Box
        component="article"
        tabIndex={0}
        aria-label={t('onboarding.terms.heading')}
        sx={{
          maxHeight: 320,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 1.5,
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('onboarding.terms.version', { version: TERMS_VERSION })}
        </Typography>
        {SECTIONS.map((section) => (
          <Box key={section}>
            <Typography variant="h2" sx={{ fontSize: '1rem', mb: 0.5 }}>
              {t(`onboarding.terms.sections.${section}.title`, { app: appName })}
            </Typography>
            <Typography variant="body2">
              {t(`onboarding.terms.sections.${section}.text`, { app: appName })}
            </Typography>
          </Box>
        ))}
      </Box>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={agreed}
                slotProps={{ input: { 'aria-describedby': errors.length > 0 ? errorsId : undefined } }}
                onChange={(event) => {
                  setAgreed(event.target.checked);
                  setErrors([]);
                }}
              />
            }
            label={t('onboarding.terms.agree')}
          />
          <FieldErrors id={errorsId} errors={errors} />
        </Box>
        <Button type="submit" loading={busy} fullWidth>
          {t('onboarding.terms.accept')}
        </Button>
      </Box>
    </OnboardingCard>
  );
}
