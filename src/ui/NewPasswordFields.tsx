import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { PasswordStrength, type StrengthScore } from './PasswordStrength.tsx';
import { TextField } from './TextField.tsx';

export interface NewPasswordFieldsProps {
  /** The page's own texts: the two labels and an optional hint under the strength meter. */
  labels: { password: string; confirmation: string; hint?: string };
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  passwordErrors?: readonly string[] | undefined;
  confirmationErrors?: readonly string[] | undefined;
  /** From `usePasswordStrength(password, …)`. */
  score: StrengthScore | null;
  autoFocus?: boolean;
}

/**
 * A new password, its strength (spec §5: five labels from very weak to very strong) and an optional hint, then the
 * confirmation: the same pair on the reset, onboarding and change-password pages.
 */
export function NewPasswordFields({
  labels,
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  passwordErrors,
  confirmationErrors,
  score,
  autoFocus = false,
}: NewPasswordFieldsProps) {
  const strengthId = useId();
  const hintId = useId();
  return (
    <>
      <Box>
        <TextField
          label={labels.password}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus={autoFocus}
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          errors={passwordErrors}
          aria-describedby={labels.hint ? `${strengthId} ${hintId}` : strengthId}
        />
        <PasswordStrength id={strengthId} score={score} />
        {labels.hint && (
          <Typography id={hintId} variant="caption" color="text.secondary" component="p">
            {labels.hint}
          </Typography>
        )}
      </Box>
      <TextField
        label={labels.confirmation}
        name="passwordConfirmation"
        type="password"
        autoComplete="new-password"
        required
        value={confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
        errors={confirmationErrors}
      />
    </>
  );
}
