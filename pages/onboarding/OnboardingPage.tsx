import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, useId } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { HOME_PATH, LOGOUT_PATH } from '../../auth/paths.ts';
import { useSession } from '../../auth/session-store.ts';
import { onboardingNl } from '../../i18n/nl/onboarding.ts';
import { TranslateProvider, useT } from '../../i18n/react.tsx';
import { translatorFor } from '../../i18n/translator-for.ts';
import { Button } from '../../src/ui/Button.tsx';
import {
  onboardingSteps,
  STATE_LABEL_KEYS,
  STEP_LABEL_KEYS,
  stepsDone,
  type StepState,
} from './onboarding-steps.ts';
import { nextStepPath, STEP_PATHS } from './onboarding-paths.ts';

/** The app's texts and the onboarding texts, which load with these pages. */
const onboardingTranslate = translatorFor(onboardingNl);

const STATE_ICONS: Record<StepState, { icon: typeof CheckCircleIcon; color: string }> = {
  completed: { icon: CheckCircleIcon, color: 'success.main' },
  skipped: { icon: RemoveCircleOutlineIcon, color: 'text.secondary' },
  pending: { icon: RadioButtonUncheckedIcon, color: 'primary.main' },
};

const StepPage = lazy(() =>
  import('./onboarding-pages.tsx').then((module) => ({ default: module.OnboardingStepPage })),
);

/** An onboarding step page (/onboarding/{step}), loaded on demand; the route supplies the Suspense. */
export function OnboardingStepPage({ step, appName }: { step: string; appName: string }) {
  return <StepPage step={step} appName={appName} />;
}

/**
 * `/onboarding` (spec §2 onboarding.index): the user's onboarding steps from `GET /user` (loaded by the session
 * check) with their status and the progress, a link to each step still to do, "Doorgaan" to the first of them,
 * and a way to sign out. An Authenticated user (onboarding done) goes home. Lazily loaded, free of react-admin.
 */
export function OnboardingPage() {
  return (
    <TranslateProvider translate={onboardingTranslate}>
      <OnboardingOverview />
    </TranslateProvider>
  );
}

function OnboardingOverview() {
  const t = useT();
  const navigate = useNavigate();
  const progressId = useId();
  const { user, authenticationState } = useSession();
  if (authenticationState === 'authenticated') return <Navigate to={HOME_PATH} replace />;

  const steps = onboardingSteps(user?.onboarding);
  const done = stepsDone(steps);
  const percent = steps.length === 0 ? 100 : Math.round((done / steps.length) * 100);
  const next = nextStepPath(user?.onboarding);

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2, bgcolor: 'background.default' }}
    >
      <Paper
        variant="outlined"
        component="section"
        sx={{ width: '100%', maxWidth: 520, p: { xs: 3, sm: 5 } }}
      >
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {t('onboarding.heading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('onboarding.intro')}
        </Typography>

        <Typography id={progressId} variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
          {t('onboarding.progress', { done, total: steps.length })}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-labelledby={progressId}
          sx={{ height: 8, borderRadius: 4, mb: 3 }}
        />

        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {steps.map(({ step, state }) => {
            const { icon: Icon, color } = STATE_ICONS[state];
            return (
              <Box
                component="li"
                key={step}
                data-step={step}
                sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.5 }}
              >
                <Icon aria-hidden sx={{ color, mt: '2px' }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  {state === 'pending' ? (
                    <Link
                      component={RouterLink}
                      to={STEP_PATHS[step]}
                      underline="hover"
                      sx={{ fontWeight: 600, display: 'block' }}
                    >
                      {t(STEP_LABEL_KEYS[step])}
                    </Link>
                  ) : (
                    <Typography>{t(STEP_LABEL_KEYS[step])}</Typography>
                  )}
                  <Typography variant="body2" color="text.secondary">
                    {t(STATE_LABEL_KEYS[state])}
                  </Typography>
                </Box>
              </Box>
            );
          })}
        </Box>

        <Typography variant="body2" color="text.secondary" sx={{ mt: 3, mb: 3 }}>
          {t('onboarding.help')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
          {next && (
            <Button component={RouterLink} href={next}>
              {t(done === 0 ? 'onboarding.start' : 'onboarding.continue')}
            </Button>
          )}
          <Button theme="secondary" onClick={() => navigate(LOGOUT_PATH)}>
            {t('onboarding.logout')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
