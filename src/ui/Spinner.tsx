import CircularProgress from '@mui/material/CircularProgress';
import { useT } from '../../i18n/react.tsx';

/** Spinner diameters in px (spec §2 "Shared interface behaviour"). */
export const SPINNER_SIZES = { xs: 16, sm: 24, md: 32, lg: 48 } as const;

export type SpinnerSize = keyof typeof SPINNER_SIZES;

export interface SpinnerProps {
  /** xs 16, sm 24, md 32 (default), lg 48 px. */
  size?: SpinnerSize;
  /** Accessible label; defaults to "Bezig met laden…" (common.loading). */
  label?: string;
  /** `inherit` takes the text colour (inside buttons); `primary` by default. */
  color?: 'primary' | 'inherit';
}

/** An indeterminate loading indicator: role="progressbar" with an accessible label. */
export function Spinner({ size = 'md', label, color = 'primary' }: SpinnerProps) {
  const t = useT();
  return (
    <CircularProgress size={SPINNER_SIZES[size]} color={color} aria-label={label ?? t('common.loading')} />
  );
}
