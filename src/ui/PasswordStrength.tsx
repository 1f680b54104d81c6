import Box from '@mui/material/Box';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/react.tsx';
import type * as EstimatorModule from './password-strength-estimator.ts';
import type { StrengthScore } from './password-strength-estimator.ts';

export type { StrengthScore } from './password-strength-estimator.ts';

/** The spec's labels (§5): 0 very weak, 1 weak, 2 moderate, 3 strong, 4 very strong. */
export const STRENGTH_LABEL_KEYS = [
  'password.strength.veryWeak',
  'password.strength.weak',
  'password.strength.moderate',
  'password.strength.strong',
  'password.strength.veryStrong',
] as const;

const COLORS = ['error.main', 'error.light', 'warning.main', 'success.light', 'success.main'] as const;

export interface PasswordStrengthProps {
  /** zxcvbn's score, or null when there is nothing to judge yet (shows nothing). */
  score: StrengthScore | null;
  /** For the field's aria-describedby. */
  id?: string;
}

/**
 * The strength of a new password: five bars, filled up to the score, and the label ("Sterkte van je
 * wachtwoord: Matig"), announced politely as it changes. Renders an empty placeholder of the same height while
 * there is no score, so the form does not jump.
 */
export function PasswordStrength({ score, id }: PasswordStrengthProps) {
  const t = useT();
  return (
    <Box id={id} sx={{ minHeight: 32 }} data-score={score ?? undefined}>
      {score !== null && (
        <>
          <Box aria-hidden sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, 1fr)', gap: 0.5, mt: 0.5 }}>
            {COLORS.map((color, index) => (
              <Box
                key={color}
                sx={{ height: 4, borderRadius: 2, bgcolor: index <= score ? COLORS[score] : 'grey.300' }}
              />
            ))}
          </Box>
          <Box
            role="status"
            aria-live="polite"
            sx={{ typography: 'caption', color: 'text.secondary', mt: 0.5 }}
          >
            {t('password.strength.label')}:{' '}
            <Box component="strong" sx={{ color: COLORS[score], fontWeight: 600 }}>
              {t(STRENGTH_LABEL_KEYS[score])}
            </Box>
          </Box>
        </>
      )}
    </Box>
  );
}

type Estimator = typeof EstimatorModule;
let estimator: Promise<Estimator> | undefined;

/** Loads zxcvbn and its dictionaries once, on first use. */
function loadEstimator(): Promise<Estimator> {
  estimator ??= import('./password-strength-estimator.ts');
  return estimator;
}

/** How long typing must pause before the password is estimated again. */
const ESTIMATE_DELAY_MS = 120;

/**
 * The strength score of `password`, or null while it is empty or the estimator is still loading. The estimator
 * (zxcvbn-ts and its dictionaries) is fetched on the first non-empty password, not before. `userInputs` are
 * words the password should not be made of (the email address, the application name).
 */
export function usePasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): StrengthScore | null {
  const [score, setScore] = useState<StrengthScore | null>(null);
  const inputsKey = userInputs.join('\n');
  useEffect(() => {
    if (password === '') return;
    let cancelled = false;
    const timer = setTimeout(() => {
      loadEstimator()
        .then((module) => {
          if (!cancelled) setScore(module.estimateStrength(password, inputsKey.split('\n')));
        })
        .catch(() => {
          // Without the meter the form still works; the server judges the password anyway.
          if (!cancelled) setScore(null);
        });
    }, ESTIMATE_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [password, inputsKey]);
  return password === '' ? null : score;
}
